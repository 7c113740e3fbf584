import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

function Password(props: Parameters<typeof PasswordInput>[0]) {
  const { t } = useTranslation('ui');
  return (
    <div className="max-w-sm">
      <PasswordInput aria-label={t('forms.auth.password')} {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'Derma2024' },
  argTypes: { size: { control: 'inline-radio' } },
  render: (args) => <Password {...args} />,
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
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultVisible: true } };

export const Empty: Story = { args: { defaultValue: '' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'abc' } };

export const Disabled: Story = { args: { disabled: true } };
