import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const texts = {
  danger: 'flows:login.invalidData',
  success: 'flows:changePassword.success',
  info: 'ui:forms.login.lockedHint',
} as const;

function Demo({ variant }: { variant: keyof typeof texts }) {
  const { t } = useTranslation();
  return (
    <Alert variant={variant} className="max-w-md">
      {t(texts[variant])}
    </Alert>
  );
}

const meta = {
  title: 'Components/Alert',
  component: Demo,
  args: { variant: 'danger' },
  argTypes: { variant: { control: 'inline-radio', options: Object.keys(texts) } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error, announced at once. */
export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/.+/);
  },
};

export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Info: Story = { args: { variant: 'info' } };
