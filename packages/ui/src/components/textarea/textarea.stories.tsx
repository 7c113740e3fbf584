import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'Free text over several lines: a message, a question, a comment. It grows with its content where the browser supports it.',
        'Inside a Field for its label, hint (such as a length limit) and error.',
      ],
      avoid: [
        'One line (a name, an e-mail): use Input. Formatted text with headings and links: use RichTextEditor.',
      ],
      keyboard: [
        ['Tab', 'Moves focus into the textarea (Tab then leaves it; it does not insert a tab).'],
        ['Enter', 'Starts a new line; it does not submit the form.'],
      ],
      screenReader: [
        'A native multi-line edit text named by its label (or `aria-label`); the placeholder is not a name.',
        'With `aria-invalid` it is announced as invalid; Field ties the error to it with `aria-describedby`.',
      ],
    } satisfies Usage,
  },
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
