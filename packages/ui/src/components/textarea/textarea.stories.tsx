import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

function Message(props: Parameters<typeof Textarea>[0]) {
  const { t } = useTranslation('ui');
  return (
    <Textarea
      aria-label={t('forms.demo.message')}
      placeholder={t('forms.demo.messagePlaceholder')}
      {...props}
    />
  );
}

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { onChange: fn() },
  render: (args) => (
    <div className="max-w-md">
      <Message {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.click(textarea);
    await userEvent.type(textarea, 'Botox{Enter}Fillers');
    await expect(textarea).toHaveValue('Botox\nFillers');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true } };
