import { toastMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from '../../blocks/scroll-to-top/scroll-to-top';
import { Button } from '../../components/button/button';
import { type EventOf, useDrivenActor } from '../use-story-actor';
import { Toast } from './toast';

/** Long enough that a story stays in its state while it is looked at and tested. */
const HOLD = 10 * 60_000;
const show = [{ type: 'toast.show', message: 'myPage.saved' }] as const;

const machines = {
  real: toastMachine,
  appearing: toastMachine.provide({ delays: { appearDelay: HOLD } }),
  visible: toastMachine.provide({ delays: { appearDelay: 0, fadeOutDelay: HOLD } }),
  fading: toastMachine.provide({ delays: { appearDelay: 0, fadeOutDelay: 0, hideDelay: HOLD } }),
  closing: toastMachine.provide({ delays: { appearDelay: HOLD, closeDelay: HOLD } }),
};

interface DemoProps {
  machine: keyof typeof machines;
  events?: readonly EventOf<typeof toastMachine>[];
  /** The page's back-to-top button in its corner, as on a long page scrolled down. */
  backToTop?: boolean;
}

/** A page with the toast, and a button that shows it again. */
function ToastDemo({ machine, events, backToTop = false }: DemoProps) {
  const { t } = useTranslation('ui');
  const actor = useDrivenActor(machines[machine], { events });
  return (
    <div className="min-h-64">
      <Button variant="outline" onClick={() => actor.send(show[0])}>
        {t('forms.toast.show')}
      </Button>
      <Toast actor={actor} />
      {backToTop ? <ScrollToTop visible /> : null}
    </div>
  );
}

const meta = {
  title: 'Flows/Toast',
  component: ToastDemo,
  parameters: { flow: { machine: toastMachine, messages: [] } },
  args: { machine: 'real' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden: showing announces 'Successful save'; the close button hides it after 1 s. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const region = canvasElement.querySelector('[data-slot="toast-live-region"]');
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent(/.+/);
    await userEvent.click(within(toast).getByRole('button'));
    await expect(toast).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};

/** Appearing: the first 0.3 s, fading in. */
export const Appearing: Story = { args: { machine: 'appearing', events: show } };

export const Visible: Story = {
  args: { machine: 'visible', events: show, backToTop: true },
  play: async ({ canvasElement }) => {
    const toast = await waitFor(() => {
      const shown = canvasElement.querySelector('[data-slot="toast"]');
      expect(shown).toHaveAttribute('data-state', 'visible');
      return shown;
    });
    // It never sits on the back-to-top button in the same corner.
    const button = canvasElement.ownerDocument.querySelector('[data-slot="scroll-to-top"]');
    const a = toast?.getBoundingClientRect();
    const b = button?.getBoundingClientRect();
    if (!a || !b) throw new Error('the toast and the back-to-top button are both drawn');
    const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
    await expect(apart).toBe(true);
  },
};

/** Fading: from 2.5 s to 3 s, fading out (transparent by the end). */
export const Fading: Story = { args: { machine: 'fading', events: show } };

/** Closing: after the close button, fading out over 1 s. */
export const Closing: Story = {
  args: { machine: 'closing', events: [...show, { type: 'toast.close' }] },
};
