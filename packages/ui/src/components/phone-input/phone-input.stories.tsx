import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneInput } from './phone-input';

interface DemoProps {
  defaultNumber?: string;
  defaultCode?: string;
  invalid?: boolean;
  disabled?: boolean;
  onValueChange?: (digits: string) => void;
}

/** A controlled phone field, as the forms hold it. */
function Phone({ defaultNumber = '', defaultCode, invalid, disabled, onValueChange }: DemoProps) {
  const { t } = useTranslation('ui');
  const [number, setNumber] = useState(defaultNumber);
  const [code, setCode] = useState(defaultCode);
  return (
    <div className="max-w-sm">
      <PhoneInput
        aria-label={t('forms.phone.number')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={number}
        onValueChange={(digits) => {
          setNumber(digits);
          onValueChange?.(digits);
        }}
        code={code}
        onCodeChange={setCode}
      />
    </div>
  );
}

const meta = {
  title: 'Components/PhoneInput',
  component: Phone,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Phone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** +373 by default; the number keeps digits only, whatever is typed or pasted. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveTextContent('+373');
    const number = canvas.getByRole('textbox');
    await userEvent.type(number, '69 12-34a5');
    await expect(number).toHaveValue('6912345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('6912345');
  },
};

/** The code is a select: keyboard opens it and focus returns to it after a choice. */
export const ChooseCode: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const code = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(code).toHaveTextContent('+40'));
    await expect(code).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultCode: '+40', defaultNumber: '721234567' } };

export const Invalid: Story = { args: { invalid: true, defaultNumber: '123' } };

export const Disabled: Story = { args: { disabled: true, defaultNumber: '69123456' } };
