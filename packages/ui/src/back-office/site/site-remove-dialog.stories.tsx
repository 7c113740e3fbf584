import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { SiteRemoveDialog } from './site-remove-dialog';

const meta = {
  title: 'Back office/Site/SiteRemoveDialog',
  component: SiteRemoveDialog,
  args: { what: 'gallery', open: true, state: 'idle', onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: { disable: true },
    usage: {
      use: ['Confirms removing a diploma or an uploaded legal PDF on the site page.'],
      avoid: ['A removal of a listed record (an article): its list’s own dialog.'],
      keyboard: [
        ['Esc', 'Cancels (not while the removal is sent).'],
        ['Enter', 'Confirms.'],
      ],
      screenReader: ['A dialog named by its question; a failure is an alert inside it.'],
    } satisfies Usage,
  },
} satisfies Meta<typeof SiteRemoveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');

/** A diploma: confirm removes it. */
export const Diploma: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toHaveAccessibleName('Eliminați diploma?');
    // Once open (focus inside): while it animates in, the dialog takes no pointer.
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Elimină' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** An uploaded PDF, being removed. */
export const LegalSubmitting: Story = {
  args: { what: 'legal', state: 'submitting' },
  play: async () => {
    await expect(dialog()).toHaveAccessibleName('Eliminați documentul încărcat?');
  },
};

/** The removal failed: said in the dialog, confirm offered again. */
export const LegalFailure: Story = {
  args: { what: 'legal', state: 'failure', error: 'Acțiunea nu a reușit. Încercați din nou.' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(/nu a reușit/);
  },
};
