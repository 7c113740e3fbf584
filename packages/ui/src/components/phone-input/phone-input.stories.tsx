import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'A phone number: a country code (+373 unless told) and a number that keeps digits only, whatever is typed or pasted.',
        'Inside a Field: its label, hint and error go to the number, the code has its own name.',
      ],
      avoid: [
        'A free-form contact line (a phone or an e-mail): use Input.',
        'Numbers that are not phone numbers (a code, an amount): use Input with `inputMode="numeric"`.',
      ],
      keyboard: [
        ['Tab', 'Moves to the code select, then to the number.'],
        [
          'Enter / Space / ArrowDown',
          'On the code, opens the list; arrows move, typing jumps to a code, Enter chooses, Escape closes; focus returns to the code.',
        ],
      ],
      screenReader: [
        'The code is a combobox named "Phone code" (translated), invalid when `codeInvalid`; the number is a telephone field named by the Field label.',
        'Non-digits are dropped silently as they are typed, so a hint showing the expected format helps.',
      ],
    } satisfies Usage,
  },
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
