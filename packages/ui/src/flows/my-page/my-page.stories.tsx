import {
  MY_PAGE_MESSAGE_KEYS,
  type MyPageProfile,
  myPageMachine,
  workModalMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { MyPageView } from './my-page';
import {
  myPageCertificatesFixture,
  myPageProfileFixture,
  myPageWorksFixture,
} from './my-page.fixtures';

const loads = (profile: MyPageProfile) =>
  storyPromise<MyPageProfile>({ settle: 'resolve', output: profile });
const machines = {
  published: myPageMachine.provide({
    actors: {
      loadProfile: loads(myPageProfileFixture),
      saveProfile: storyPromise<MyPageProfile | null>({ settle: 'resolve', output: null }),
      saveCertificateShow: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  hidden: myPageMachine.provide({
    actors: { loadProfile: loads({ ...myPageProfileFixture, landing_page_is_active: false }) },
  }),
  locked: myPageMachine.provide({
    actors: { loadProfile: loads({ ...myPageProfileFixture, my_page_available: false }) },
  }),
  loading: myPageMachine.provide({ actors: { loadProfile: storyPromise({ settle: 'never' }) } }),
  savingProfile: myPageMachine.provide({
    actors: {
      loadProfile: loads(myPageProfileFixture),
      saveProfile: storyPromise({ settle: 'never' }),
    },
  }),
  /** The server's 400 on a photo that is not an image (a text file named `.png`). */
  refusesAvatar: myPageMachine.provide({
    actors: {
      loadProfile: loads(myPageProfileFixture),
      saveProfile: storyPromise({
        settle: 'reject',
        error: { fieldErrors: { image: ['Upload a valid image (jpeg, png, webp or gif).'] } },
      }),
      saveCertificateShow: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  savingCertificate: myPageMachine.provide({
    actors: {
      loadProfile: loads(myPageProfileFixture),
      saveProfile: storyPromise<MyPageProfile | null>({ settle: 'resolve', output: null }),
      saveCertificateShow: storyPromise({ settle: 'never' }),
    },
  }),
};
const workModal = workModalMachine.provide({
  actors: {
    createSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
    updateSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
    deleteSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
  },
});

function MyPageDemo({ machine }: { machine: keyof typeof machines }) {
  const actor = useDrivenActor(machines[machine], { input: { profileId: 7, lang: 'ro' } });
  const modal = useDrivenActor(workModal, { input: { profileId: 7 } });
  return (
    <MyPageView
      actor={actor}
      workModal={modal}
      certificates={myPageCertificatesFixture}
      works={myPageWorksFixture}
      pageUrl="https://academy.test/ro/expert/7/"
      catalogueHref="/ro/courses"
      language="ro"
    />
  );
}

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="my-page"]');
const editing = (canvasElement: HTMLElement) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'editing'));

const meta = {
  title: 'Flows/MyPage',
  component: MyPageDemo,
  args: { machine: 'published' },
  parameters: {
    flow: { machine: myPageMachine, messages: MY_PAGE_MESSAGE_KEYS },
    layout: 'padded',
  },
} satisfies Meta<typeof MyPageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the profile is on its way. */
export const Loading: Story = {
  args: { machine: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Editing a published page: the personal link, the switch, the fields, the description, the
 * certificates (a click hides one, Enter shows it again), the works with Add.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /Deschide într-o fereastră nouă/ }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('switch', { name: 'Pagina este publicată' })).toBeChecked();
    await expect(canvas.getByLabelText('Nume')).toHaveValue('Ana Munteanu');
    const certificate = canvas.getByRole('button', { name: /Diplomă de cosmetolog/ });
    await expect(certificate).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(certificate);
    await expect(certificate).toHaveAttribute('aria-pressed', 'false');
    await expect(certificate).toHaveTextContent('Ascuns');
    certificate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(certificate).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Adaugă o lucrare' })).toBeVisible();
  },
};

/** Editing, by keyboard alone: the toolbar's roving focus, bold typed text, the switch. */
export const EditingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: /Despre dvs\./ });
    const heading = within(toolbar).getByRole('button', { name: 'Titlu de secțiune' });
    heading.focus();
    await userEvent.keyboard('{ArrowRight}');
    const bold = within(toolbar).getByRole('button', { name: 'Aldin' });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Listă numerotată' })).toHaveFocus();
    const switchControl = canvas.getByRole('switch', { name: 'Pagina este publicată' });
    switchControl.focus();
    await userEvent.keyboard(' ');
    await expect(switchControl).not.toBeChecked();
  },
};

/**
 * A link added to the description from the editor's dialog, by Apply and by Enter: only the link
 * is added; the page is not saved (the dialog's submit once reached the page's form).
 */
export const EditingDescriptionLink: Story = {
  // Saving would never end here: a save the dialog started would show as `savingProfile`.
  args: { machine: 'savingProfile' },
  // Its play is the test; the page looks as in Editing.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await editing(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: /Despre dvs\./ });
    const text = canvas.getByRole('textbox', { name: 'Despre dvs.' });
    for (const [typed, href] of [
      ['example.md/ana', 'https://example.md/ana'],
      ['example.md/ion{Enter}', 'https://example.md/ion'],
    ] as const) {
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
      const url = await body.findByLabelText('Adresa (URL)');
      await userEvent.clear(url);
      await userEvent.type(url, typed);
      if (!typed.endsWith('{Enter}'))
        await userEvent.click(body.getByRole('button', { name: 'Aplică' }));
      await waitFor(() => expect(text.querySelector(`a[href="${href}"]`)).not.toBeNull());
      await waitFor(() => expect(body.queryByLabelText('Adresa (URL)')).toBeNull());
      await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
    }
  },
};

/** Editing a hidden page: no personal link until it is published and saved. */
export const EditingHiddenPage: Story = {
  args: { machine: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    await expect(canvas.queryByRole('link', { name: /fereastră nouă/ })).toBeNull();
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

/** Editing, locked: the account owns no course ("available when purchasing the course"). */
export const EditingLocked: Story = {
  args: { machine: 'locked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    await expect(canvas.getByText('Disponibil la cumpărarea cursului')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvează' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Vezi cursurile' })).toBeVisible();
  },
};

/** Saving the profile: the fields wait, the button says so. */
export const SavingProfile: Story = {
  args: { machine: 'savingProfile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'savingProfile'));
    await expect(canvas.getByRole('button', { name: /Se salvează/ })).toBeDisabled();
  },
};

/** Editing again after the server refused the chosen photo: its refusal at the photo. */
export const EditingAvatarRefused: Story = {
  args: { machine: 'refusesAvatar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no photo picker');
    await userEvent.upload(picker, new File(['text'], 'notes.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await editing(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fișierul nu a fost acceptat');
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving a certificate's visibility, after the profile. */
export const SavingCertificate: Story = {
  args: { machine: 'savingCertificate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editing(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Diplomă de cosmetolog/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(root(canvasElement)).toHaveAttribute('data-state', 'savingCertificate'),
    );
  },
};
