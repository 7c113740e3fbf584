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
  args: { score: 0, level: 'empty' },
  argTypes: {
    score: { control: 'inline-radio', options: [0, 35, 50, 80, 100] },
    level: { control: 'inline-radio', options: ['empty', 'refused', 'strong'] },
  },
  parameters: {
    usage: {
      use: [
        'Under the new-password input of registration or a password change, fed with the machine meter (`passwordMeter`).',
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

/** 3–4 characters: 35, refused, with the machine's 'not secure' message. */
export const Weak: Story = { args: { score: 35, level: 'refused', weakMessage: true } };

/** 5 characters: 50, refused. */
export const Fair: Story = { args: { score: 50, level: 'refused', weakMessage: true } };

/**
 * 6 characters without a digit or special character: 80, and still refused, as the form refuses
 * it: the meter never praises a password the validation refuses.
 */
export const AlmostThere: Story = {
  args: { score: 80, level: 'refused', weakMessage: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="password-strength"]');
    await expect(root).toHaveAttribute('data-level', 'refused');
  },
};

/** 6 characters with a letter and a digit, or a special character: 100, enough to register. */
export const Strong: Story = {
  args: { score: 100, level: 'strong' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('value', '100');
    await expect(meter).toHaveAttribute('aria-valuetext');
  },
};
