import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../input/input';
import { Label } from './label';

function LabelledInput({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="label-demo">{t('forms.demo.email')}</Label>
      <Input id="label-demo" type="email" disabled={disabled} className="peer" />
    </div>
  );
}

const meta = {
  title: 'Components/Label',
  component: LabelledInput,
} satisfies Meta<typeof LabelledInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label focuses its control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/.+/, { selector: 'label' }));
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };
