import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

/** The placeholder follows the Storybook language toolbar. */
function Placeholder(props: Parameters<typeof Input>[0]) {
  const { t } = useTranslation('ui');
  return <Input aria-label={t('forms.demo.email')} placeholder="name@example.com" {...props} />;
}

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { onChange: fn(), type: 'email' },
  argTypes: { size: { control: 'inline-radio' } },
  render: (args) => (
    <div className="max-w-sm">
      <Placeholder {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ana@academy.md');
    await expect(input).toHaveValue('ana@academy.md');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Placeholder {...args} size="sm" />
      <Placeholder {...args} size="md" />
      <Placeholder {...args} size="lg" />
    </div>
  ),
};

export const Filled: Story = { args: { defaultValue: 'ana@academy.md' } };

/** Red border and ring from `aria-invalid`, which a Field sets from its error. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ana@academy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@academy.md' } };
