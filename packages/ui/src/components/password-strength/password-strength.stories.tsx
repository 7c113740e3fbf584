import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { PasswordStrength } from './password-strength';

function Meter(props: Parameters<typeof PasswordStrength>[0] & { weakMessage?: boolean }) {
  const { t } = useTranslation('ui');
  const { weakMessage, ...rest } = props;
  return (
    <div className="max-w-sm">
      <PasswordStrength
        message={weakMessage ? t('flows:registration.passwordWeak') : undefined}
        {...rest}
      />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordStrength',
  component: Meter,
  args: { score: 0 },
  argTypes: { score: { control: 'inline-radio', options: [0, 35, 50, 80, 100] } },
  parameters: {
    usage: {
      use: [
        'Under the new-password input of registration or a password change, fed with the machine score.',
        'With the machine message (e.g. "The password is not secure") while the score is below the rule.',
      ],
      avoid: [
        "A login form: the password already exists, its strength is no longer the user's concern.",
        'Reporting a refused password after submit: that is the field error in Field, tied to the input.',
      ],
      keyboard: [],
      screenReader: [
        'A visually hidden meter named "Password strength" with its level in words as `aria-valuetext`; the bars are hidden.',
        'The level and the message are plain text below: not a live region, so they are read when the reader reaches them, not while typing.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('value', '0');
  },
};

/** 3–4 characters: 35, with the machine's 'not secure' message. */
export const Weak: Story = { args: { score: 35, weakMessage: true } };

/** 5 characters: 50. */
export const Fair: Story = { args: { score: 50, weakMessage: true } };

/** 6 characters without a digit or special character: 80. */
export const Good: Story = { args: { score: 80, weakMessage: true } };

/** 6 characters with a letter and a digit, or a special character: 100, enough to register. */
export const Strong: Story = {
  args: { score: 100 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('value', '100');
    await expect(meter).toHaveAttribute('aria-valuetext');
  },
};
