import { ARTICLE_FORM_ERRORS } from '@academy/contract/back-office/articles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { NewPublicationDialog, type NewPublicationDialogProps } from './new-publication-dialog';

const MACHINES = {
  ...STORY_ACTIONS,
  slugTaken: storyFieldRefusal('slug', ARTICLE_FORM_ERRORS.slugTaken),
};

function CreateDemo({
  kind,
  machine,
  events,
}: {
  kind: NewPublicationDialogProps['kind'];
  machine: keyof typeof MACHINES;
  events: StoryActionEvents;
}) {
  const { view, dialog, change } = useStoryAction(MACHINES[machine], events);
  return (
    <div data-slot="create-demo" data-state={view.state}>
      <NewPublicationDialog kind={kind} {...dialog} onChange={change} />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open', values: { 'title.ro': '', slug: '' } }];
const typed: StoryActionEvents = [
  { type: 'action.open', values: { 'title.ro': 'Îngrijirea pielii', slug: 'ingrijirea-pielii' } },
  { type: 'action.confirm' },
];

const meta = {
  title: 'Back office/Articles/NewPublicationDialog',
  component: CreateDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { kind: 'article', machine: 'succeeds', events: open },
} satisfies Meta<typeof CreateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: its address is offered from the Romanian title as it is typed. */
export const Editing: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Articol nou' });
    await userEvent.type(within(dialog).getByLabelText(/Titlul în română/), 'Ședința de probă');
    await expect(within(dialog).getByLabelText(/Adresa/)).toHaveValue('sedinta-de-proba');
    await userEvent.clear(within(dialog).getByLabelText(/Adresa/));
    await userEvent.type(within(dialog).getByLabelText(/Adresa/), 'proba');
    await userEvent.type(within(dialog).getByLabelText(/Titlul în română/), ' gratuită');
    await expect(within(dialog).getByLabelText(/Adresa/)).toHaveValue('proba');
  },
};

/** A promotion or a useful info page needs only its title. */
export const Promotion: Story = {
  args: { kind: 'promotion' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Promoție nouă' });
    await expect(within(dialog).queryByLabelText(/Adresa/)).toBeNull();
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: typed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

/** The server refuses an address another article has: said at the field, the title kept. */
export const SlugTaken: Story = {
  args: { machine: 'slugTaken', events: typed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      await within(dialog).findByText('Un alt articol are deja această adresă.'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText(/Titlul în română/)).toHaveValue(
      'Îngrijirea pielii',
    );
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: typed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () =>
    expect(await screen.findByRole('dialog', { name: 'Articol nou' })).toBeVisible(),
};
