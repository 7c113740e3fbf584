import {
  type AppointmentActionOutcome,
  type AppointmentModalMessageKey,
  appointmentModalMachine,
  appointmentRequestMachine,
  autoConfirmMachine,
  type SaveAppointmentOutcome,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { RequestsListView } from './requests-list';
import { requestsFixture, requestsTodayFixture } from './requests-list.fixtures';

const logics = {
  accepts: appointmentRequestMachine.provide({
    actors: {
      confirmAppointment: storyPromise<AppointmentActionOutcome>({
        settle: 'resolve',
        output: 'done',
      }),
      cancelAppointment: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  occupied: appointmentRequestMachine.provide({
    actors: {
      confirmAppointment: storyPromise<AppointmentActionOutcome>({
        settle: 'resolve',
        output: 'conflict',
      }),
      cancelAppointment: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  pending: appointmentRequestMachine.provide({
    actors: {
      confirmAppointment: storyPromise<AppointmentActionOutcome>({ settle: 'never' }),
      cancelAppointment: storyPromise<void>({ settle: 'never' }),
    },
  }),
};
const modalMachine = appointmentModalMachine.provide({
  actors: {
    saveAppointment: storyPromise<SaveAppointmentOutcome>({ settle: 'resolve', output: 'saved' }),
  },
});
const switchMachine = autoConfirmMachine.provide({
  actors: { saveAutoConfirm: storyPromise<boolean>({ settle: 'resolve', output: true }) },
});

function RequestsListDemo({ logic }: { logic: keyof typeof logics }) {
  const modal = useDrivenActor(modalMachine, {
    input: { doctorId: 7, lang: 'ro', appointments: requestsFixture },
  });
  const autoConfirm = useDrivenActor(switchMachine, {
    input: { profileId: 7, lang: 'ro', enabled: false },
  });
  return (
    <RequestsListView
      appointments={requestsFixture}
      requestLogic={logics[logic]}
      modal={modal}
      autoConfirm={autoConfirm}
      language="ro"
      today={requestsTodayFixture}
    />
  );
}

const item = (canvasElement: HTMLElement, name: string) => {
  const heading = within(canvasElement).getByRole('heading', { name, level: 3 });
  const article = heading.closest('article');
  if (!article) throw new Error(`no item for ${name}`);
  return article;
};

/** What a request's row can show: its two buttons and the errors of confirming or cancelling. */
const REQUEST_MESSAGES = [
  'appointment.confirm',
  'appointment.cancel',
  'appointment.occupied',
  'appointment.saveFailed',
] as const satisfies readonly AppointmentModalMessageKey[];

const meta = {
  title: 'Flows/RequestsList',
  component: RequestsListDemo,
  parameters: { flow: { machine: appointmentRequestMachine, messages: REQUEST_MESSAGES } },
  args: { logic: 'accepts' },
} satisfies Meta<typeof RequestsListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New requests first and apart, then the confirmed visits, the calendar, the cancelled one. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fresh = canvasElement.querySelector('[data-slot="requests-new"]') as HTMLElement;
    await expect(within(fresh).getAllByRole('article')).toHaveLength(2);
    await expect(within(fresh).getAllByRole('button', { name: 'Confirmă' })).toHaveLength(2);
    const confirmed = canvasElement.querySelector(
      '[data-slot="requests-confirmed"]',
    ) as HTMLElement;
    await expect(within(confirmed).getAllByRole('article')).toHaveLength(4);
    await expect(within(confirmed).queryByRole('button', { name: 'Confirmă' })).toBeNull();
    await expect(canvas.getByRole('grid', { name: 'Noiembrie 2026' })).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: /Confirmă automat solicitările noi/ }),
    ).not.toBeChecked();
  },
};

/** A confirm in an hour a confirmed visit holds: the occupied message, the request stays new. */
export const IdleOccupied: Story = {
  args: { logic: 'occupied' },
  play: async ({ canvasElement }) => {
    const elena = item(canvasElement, 'Elena Popescu');
    await userEvent.click(within(elena).getByRole('button', { name: 'Confirmă' }));
    await expect(await within(elena).findByRole('alert')).toHaveTextContent(
      'Data și ora selectate sunt deja ocupate',
    );
    await expect(elena).toHaveAttribute('data-status', 'new');
  },
};

/** "Add a visit" opens the modal; Escape closes it and the focus is back on the button. */
export const IdleAddVisit: Story = {
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Adaugă o vizită' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Adaugă o vizită' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** Confirming a new request: its buttons are busy. */
export const Confirming: Story = {
  args: { logic: 'pending' },
  play: async ({ canvasElement }) => {
    const irina = item(canvasElement, 'Irina Moraru');
    await userEvent.click(within(irina).getByRole('button', { name: 'Confirmă' }));
    await waitFor(() => expect(irina).toHaveAttribute('data-state', 'confirming'));
    await expect(within(irina).getByRole('button', { name: 'Anulează' })).toBeDisabled();
  },
};

/** Cancelling a visit. */
export const Cancelling: Story = {
  args: { logic: 'pending' },
  play: async ({ canvasElement }) => {
    const vera = item(canvasElement, 'Vera Cojocaru');
    await userEvent.click(within(vera).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(vera).toHaveAttribute('data-state', 'cancelling'));
  },
};

/** Cancelled: the status says so and the buttons are gone (the page reloads the list). */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const irina = item(canvasElement, 'Irina Moraru');
    await userEvent.click(within(irina).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(irina).toHaveAttribute('data-state', 'cancelled'));
    await expect(within(irina).queryByRole('button')).toBeNull();
    await expect(within(irina).getByText('Anulată')).toBeVisible();
  },
};
