import type { Service } from '@academy/contract/calendar';
import {
  type SaveServiceInput,
  SERVICES_EDITOR_MESSAGE_KEYS,
  servicesEditorMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { SERVICES } from './availability.fixtures';
import { useDriveWhen } from './drive-when';
import { ServicesEditor } from './services-editor';

const loaded = (services: Service[]) =>
  storyPromise<Service[]>({ settle: 'resolve', output: services });
const stored = storyPromise<Service, SaveServiceInput>({
  settle: 'resolve',
  output: ({ id, body }) => ({
    ...body,
    // The dialog sends the five languages, each a text.
    name: body.name as Service['name'],
    price: body.price ?? null,
    active: body.active ?? true,
    id: id ?? 4,
    position: SERVICES.length,
  }),
});
const error = new Error('500');
const machines = {
  answers: servicesEditorMachine.provide({
    actors: {
      loadServices: loaded(SERVICES),
      saveService: stored,
      deleteService: storyPromise<void, number>({ settle: 'resolve', output: undefined }),
      orderServices: storyPromise<Service[], number[]>({
        settle: 'resolve',
        output: (ids) =>
          ids.map((id, position) => ({
            ...(SERVICES.find((s) => s.id === id) as Service),
            position,
          })),
      }),
    },
  }),
  empty: servicesEditorMachine.provide({ actors: { loadServices: loaded([]) } }),
  loading: servicesEditorMachine.provide({
    actors: { loadServices: storyPromise({ settle: 'never' }) },
  }),
  loadFails: servicesEditorMachine.provide({
    actors: { loadServices: storyPromise({ settle: 'reject', error }) },
  }),
  pending: servicesEditorMachine.provide({
    actors: {
      loadServices: loaded(SERVICES),
      saveService: storyPromise({ settle: 'never' }),
      deleteService: storyPromise({ settle: 'never' }),
      orderServices: storyPromise({ settle: 'never' }),
    },
  }),
  fails: servicesEditorMachine.provide({
    actors: {
      loadServices: loaded(SERVICES),
      saveService: storyPromise({ settle: 'reject', error }),
      deleteService: storyPromise({ settle: 'reject', error }),
      orderServices: storyPromise({ settle: 'reject', error }),
    },
  }),
};
type Events = readonly EventOf<typeof servicesEditorMachine>[];
const adding: Events = [{ type: 'add' }];
const saving: Events = [{ type: 'edit', id: 2 }, { type: 'dialog.save' }];
const deleting: Events = [{ type: 'delete.ask', id: 3 }, { type: 'delete.confirm' }];

function ServicesDemo({ machine, events }: { machine: keyof typeof machines; events?: Events }) {
  const actor = useDrivenActor(machines[machine], { input: { currency: 'mdl' } });
  useDriveWhen(actor, 'ready', events);
  return <ServicesEditor actor={actor} language="ro" />;
}

const meta = {
  title: 'Flows/ServicesEditor',
  component: ServicesDemo,
  parameters: {
    flow: { machine: servicesEditorMachine, messages: SERVICES_EDITOR_MESSAGE_KEYS },
  },
  args: { machine: 'answers' },
} satisfies Meta<typeof ServicesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="services-editor"]')?.getAttribute('data-state');
const rows = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Servicii' })).getAllByRole(
    'listitem',
  );

/** The list on its way: placeholders, announced. */
export const Loading: Story = {
  args: { machine: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Se încarcă serviciile',
    );
  },
};

/** The list could not be loaded: said, with a retry. */
export const LoadFailed: Story = {
  args: { machine: 'loadFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu au putut fi încărcate');
    await expect(canvas.getByRole('button', { name: 'Încercați din nou' })).toBeEnabled();
  },
};

/** Three services in their order: length, price (or agreed at the visit), an inactive one. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement);
    await expect(list).toHaveLength(3);
    await expect(list[0]).toHaveTextContent('Consultație');
    await expect(list[0]).toHaveTextContent('300 MDL');
    await expect(list[1]).toHaveTextContent('1 oră');
    await expect(list[2]).toHaveTextContent('preț la vizită');
    await expect(list[2]).toHaveTextContent('Inactiv');
  },
};

/** No service yet: what a visit lasts without one is said. */
export const ReadyEmpty: Story = {
  args: { machine: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/clienții programează o vizită de 30/),
    ).toBeVisible();
  },
};

/** Moved down with its button: the new order at once, then saved. */
export const Reordering: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mută „Consultație” mai jos' }),
    );
    await waitFor(() => expect(stateOf(canvasElement)).toBe('reordering'));
    const list = await rows(canvasElement);
    await expect(list[0]).toHaveTextContent('Peeling chimic');
  },
};

/** A reorder refused: the old order back, said. */
export const ReadyOrderFailed: Story = {
  args: { machine: 'fails', events: [{ type: 'reorder', ids: [2, 1, 3] }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'ordinea de dinainte',
    );
    await expect((await rows(canvasElement))[0]).toHaveTextContent('Consultație');
  },
};

/** A new service: its name by language, its length, price and currency; saved into the list. */
export const Editing: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Adaugă un serviciu' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Serviciu nou' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Nume/ }), 'Masaj facial');
    const duration = dialog.getByLabelText('Durata (minute)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '45');
    await userEvent.type(dialog.getByLabelText('Preț'), '400');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await rows(canvasElement);
    await expect(list[3]).toHaveTextContent('Masaj facial');
    await expect(within(canvasElement).getByText('Serviciul a fost salvat.')).toBeVisible();
  },
};

/** Saved empty: the Romanian name is asked for at its field. */
export const EditingWithErrors: Story = {
  tags: ['!autodocs'],
  args: { events: adding },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Serviciu nou' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    const name = dialog.getByRole('textbox', { name: /Nume/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/Scrieți numele în limba română/);
  },
};

/** The save failed: said in the dialog, what was typed kept. */
export const EditingFailed: Story = {
  tags: ['!autodocs'],
  args: { machine: 'fails', events: saving },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Editare serviciu' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('ce ați scris este păstrat');
    await expect(dialog.getByRole('textbox', { name: /Nume/ })).toHaveValue('Peeling chimic');
  },
};

/** The save under way: its button busy. */
export const Saving: Story = {
  tags: ['!autodocs'],
  args: { machine: 'pending', events: saving },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('button', { busy: true })).toHaveTextContent(
      'Se salvează',
    );
  },
};

/** The question before a delete; Renunță keeps the service. */
export const ConfirmingDelete: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Șterge Peeling chimic' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ștergeți „Peeling chimic”?' });
    await expect(dialog).toHaveAccessibleDescription(/vizitele deja programate rămân/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Păstrează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Șterge Peeling chimic' }),
    );
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** The delete under way: the confirm button busy. */
export const Deleting: Story = {
  tags: ['!autodocs'],
  args: { machine: 'pending', events: deleting },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('button', { busy: true })).toHaveTextContent('Se șterge');
  },
};

/** The delete failed: the question stays with the failure said. */
export const ConfirmingDeleteFailed: Story = {
  tags: ['!autodocs'],
  args: { machine: 'fails', events: deleting },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('nu a putut fi șters');
  },
};

/** At 375 px: the rows wrap, the buttons stay reachable. */
export const ReadyPhone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(3);
  },
};
