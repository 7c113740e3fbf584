import { HOME_CONTENT_ERRORS } from '@academy/contract/back-office/home-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise } from '../../flows/use-story-actor';
import { flatTranslated } from '../shell/form-values';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyActionMachine,
  useStoryAction,
} from '../story-helpers';
import { imageFieldFixture, text } from '../taxonomy/taxonomy.fixtures';
import { HomeContentFormDialog } from './home-content-form-dialog';

const machines = {
  ...STORY_ACTIONS,
  buttonRefused: storyActionMachine(
    storyPromise({
      settle: 'reject',
      error: {
        fieldErrors: {
          button_link: [HOME_CONTENT_ERRORS.link],
          'button_name.ro': [HOME_CONTENT_ERRORS.buttonName],
        },
      },
    }),
  ),
};

function HomeFormDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
}) {
  const { view, dialog, change } = useStoryAction(machines[machine], events);
  const picture =
    view.values.kind === 'slide'
      ? '/demo/catalogue/hero-1-tablet.svg'
      : '/demo/catalogue/person-1.svg';
  return (
    <div data-slot="home-form-demo" data-state={view.state}>
      <HomeContentFormDialog {...dialog} image={imageFieldFixture(picture)} onChange={change} />
    </div>
  );
}

const open = (values: Record<string, string>): StoryActionEvents => [
  { type: 'action.open', values },
];
const slide = open({
  kind: 'slide',
  verb: 'edit',
  label: 'Frumusețe care durează',
  button_link: '/ro/category',
  button_is_active: 'true',
  ...flatTranslated('title', text('Frumusețe care durează')),
  ...flatTranslated('description', text('Cursuri video de la practicieni')),
  ...flatTranslated('button_name', text('Vezi cursurile')),
});
const newFaq = open({
  kind: 'faq',
  verb: 'create',
  ...flatTranslated('name'),
  ...flatTranslated('description'),
});

const meta = {
  title: 'Back office/Home content/HomeContentFormDialog',
  component: HomeFormDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: slide },
} satisfies Meta<typeof HomeFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slide: its picture, its button (link and whether it shows) and its texts by language. */
export const Editing: Story = {
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Editează slide-ul „Frumusețe care durează”' }),
    );
    await expect(dialog.getByRole('group', { name: 'Imaginea' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Arată butonul' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A review: its author, rating, photo, profession and text. */
export const Review: Story = {
  args: {
    events: open({
      kind: 'review',
      verb: 'create',
      name: '',
      rating: '5',
      ...flatTranslated('profession'),
      ...flatTranslated('text'),
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Recenzie nouă' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Numele autorului' }), 'Ana Rusu');
    await expect(dialog.getByRole('combobox', { name: 'Nota' })).toHaveTextContent('5 din 5');
  },
};

/** A new question: its answer in the kit's rich-text editor. */
export const Question: Story = {
  args: { events: newFaq },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Întrebare nouă' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Întrebarea/ }),
      'Primesc certificat?',
    );
    await expect(dialog.getByRole('button', { name: 'Adaugă' })).toBeEnabled();
  },
};

/** The server refuses the link and the button's name: each said at its field. */
export const ButtonRefused: Story = {
  args: { machine: 'buttonRefused', events: [...slide, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(/adresă sigură/)).toBeVisible();
    await expect(dialog.getByText('Un buton afișat are nevoie de nume în română.')).toBeVisible();
  },
};

/** Being saved: the fields are disabled, the button busy. */
export const Submitting: Story = {
  args: { machine: 'pending', events: [...slide, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: 'Linkul butonului' })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: [...newFaq, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};
