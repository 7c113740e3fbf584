import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Alert } from './alert';

const texts = {
  danger: 'flows:login.invalidData',
  success: 'flows:changePassword.success',
  info: 'ui:account.login.lockedHint',
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
  parameters: {
    usage: {
      use: [
        'A message about a form or an action that just happened: a login error, "password changed", a hint about a locked account.',
        'Danger for something the user must fix; success for a completed action; info for a neutral note.',
      ],
      avoid: [
        'An error on one field: put it in the Field error (FieldError), which is tied to the input with aria-describedby.',
        'Decoration or permanent page text: a danger Alert is announced as soon as it appears, so use plain text or a Badge.',
      ],
      keyboard: [],
      screenReader: [
        'Danger has role="alert": its text is announced at once, interrupting what is being read.',
        'Success and info have role="status": announced politely, after the current sentence. The icon is hidden.',
        'Render the Alert when the message arrives (not hidden beforehand) so the announcement is made.',
      ],
    } satisfies Usage,
  },
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
