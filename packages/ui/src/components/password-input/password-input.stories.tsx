import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { PasswordInput } from './password-input';

function Password(props: Parameters<typeof PasswordInput>[0]) {
  const { t } = useTranslation('ui');
  return (
    <div className="max-w-sm">
      <PasswordInput aria-label={t('account.auth.password')} {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'Derma2024' },
  argTypes: { size: { control: 'inline-radio' } },
  render: (args) => <Password {...args} />,
  parameters: {
    usage: {
      use: [
        'Any password: login, registration, password change; the show/hide button lets people check what they typed.',
        'Set `autoComplete` ("current-password" or "new-password") so password managers fill it.',
      ],
      avoid: [
        'A one-time code or PIN that is not secret once sent: use Input with `inputMode="numeric"`.',
        'Showing how strong a new password is: add PasswordStrength under it, not inside this control.',
      ],
      keyboard: [
        ['Tab', 'Moves to the input, then to the show/hide button.'],
        [
          'Enter / Space',
          'On the button, shows or hides the password; the value and caret are kept.',
        ],
      ],
      screenReader: [
        'The input is announced as a password field (its text hidden) and, when shown, as a normal edit text.',
        'The toggle is a button named for what a press does, "Show password" or "Hide password" (translated); no `aria-pressed`, which would contradict the changing name.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows the password, says 'Hide password', and hides it again. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Ascunde parola');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultVisible: true } };

export const Empty: Story = { args: { defaultValue: '' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'abc' } };

export const Disabled: Story = { args: { disabled: true } };
