import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function EnrolDialog(props: { defaultOpen?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Dialog defaultOpen={props.defaultOpen}>
      <DialogTrigger asChild>
        <Button>{t('demo.enroll')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('demo.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('demo.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('demo.cancel')}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t('demo.confirm')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: EnrolDialog,
  parameters: {
    usage: {
      use: [
        'A short task or confirmation that must be finished or dismissed before going on: buy a course, confirm a deletion.',
        'Content that belongs to the current page and needs full attention for a moment.',
      ],
      avoid: [
        'Long content or a form with many steps: give it its own page, which can be linked and reloaded.',
        'A passing note: use an Alert in the page; for a hint on one control, use Tooltip.',
      ],
      keyboard: [
        [
          'Enter / Space',
          'On the trigger, opens the dialog; focus moves to its first focusable element.',
        ],
        [
          'Tab / Shift+Tab',
          'Moves between the controls inside; focus is trapped in the dialog while it is open.',
        ],
        ['Escape', 'Closes the dialog and returns focus to the trigger.'],
      ],
      screenReader: [
        'Announced as a modal dialog named by DialogTitle and described by DialogDescription; both are required.',
        'The rest of the page is hidden from assistive technology while it is open.',
        'The corner close button is announced as "Close" (translated); hide it only when the footer offers a way out.',
      ],
    } satisfies Usage,
    layout: 'centered',
  },
} satisfies Meta<typeof EnrolDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: opens from the keyboard, traps focus, and Escape returns focus to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    // Focus stays inside: tabbing past the last control wraps to the first.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: what the reader sees; the corner button closes it and focus goes back. */
export const Open: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
    await expect(dialog).toHaveAccessibleDescription();
  },
};
