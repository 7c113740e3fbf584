import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'One line of text: a name, an e-mail, a search, a number, with the right `type` and `autoComplete`.',
        'Inside a Field, which gives it a label, a hint and an error; alone only with an `aria-label`.',
      ],
      avoid: [
        'Several lines: use Textarea. A password: use PasswordInput. A phone number: use PhoneInput.',
        'A fixed list of answers: use Select, or RadioGroup for up to about five options.',
      ],
      keyboard: [
        ['Tab', 'Moves focus into the input; the ring shows on keyboard focus.'],
        ['Enter', 'Submits the surrounding form, as a native input does.'],
      ],
      screenReader: [
        'A native input: announced by its type (edit text, e-mail…) with the name from its label or `aria-label`.',
        'With `aria-invalid` it is announced as invalid; its error must be tied by `aria-describedby` (Field does both).',
        'A placeholder is not a label: it disappears when typing and is not reliably read.',
      ],
    } satisfies Usage,
  },
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
