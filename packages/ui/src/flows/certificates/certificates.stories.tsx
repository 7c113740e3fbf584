import {
  CERTIFICATES_MESSAGE_KEYS,
  type Certificate,
  certificatesMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { CertificatesView } from './certificates';

const courseCertificate: Certificate = {
  id: 11,
  image: '/demo/content/diploma-1.svg',
  show: true,
  for_completing_the_course: true,
  id_course: 3,
  course_name_ro: 'Peelinguri chimice: de la teorie la practică',
  course_name_ru: 'Химические пилинги: от теории к практике',
  course_name_en: 'Chemical peels: from theory to practice',
  course_name_fr: 'Peelings chimiques : de la théorie à la pratique',
  course_name_es: 'Peelings químicos: de la teoría a la práctica',
  code: 'PEEL-7Q4K-2M9X',
  pdf: '/demo/content/diploma-1.svg',
};
const ownCertificates: Certificate[] = [
  { id: 21, image: '/demo/content/diploma-2.svg', show: true, for_completing_the_course: false },
  {
    id: 22,
    image: '/demo/content/diploma-3.svg',
    show: true,
    for_completing_the_course: false,
    title_ro: 'Diplomă de asistent medical',
    title_en: 'Nursing diploma',
  },
  {
    id: 23,
    image: '/media/certificates/botox-seminar_2024.pdf',
    show: false,
    for_completing_the_course: false,
  },
];
const uploaded: Certificate = {
  id: 24,
  image: '/demo/content/diploma-4.svg',
  show: true,
  for_completing_the_course: false,
};
const input = { profileId: 1, certificates: [courseCertificate, ...ownCertificates] };
const png = new File(['certificate'], 'seminar-2025.png', { type: 'image/png' });

const machines = {
  accepts: certificatesMachine.provide({
    actors: {
      uploadCertificate: storyPromise<Certificate>({ settle: 'resolve', output: uploaded }),
      deleteCertificate: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  pending: certificatesMachine.provide({
    actors: {
      uploadCertificate: storyPromise({ settle: 'never' }),
      deleteCertificate: storyPromise({ settle: 'never' }),
    },
  }),
};

type Events = readonly EventOf<typeof certificatesMachine>[];

function CertificatesDemo({
  machine,
  events,
  empty = false,
}: {
  machine: keyof typeof machines;
  events?: Events;
  /** A new student: no certificate of any kind yet. */
  empty?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: empty ? { profileId: 1, certificates: [] } : input,
    events,
  });
  return (
    <CertificatesView
      actor={actor}
      titleLevel={1}
      verificationHref={(code) => `/ro/certificate/${code}`}
    />
  );
}

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="certificates"]');

const meta = {
  title: 'Flows/Certificates',
  component: CertificatesDemo,
  parameters: { flow: { machine: certificatesMachine, messages: CERTIFICATES_MESSAGE_KEYS } },
  args: { machine: 'accepts' },
} satisfies Meta<typeof CertificatesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Idle: the course certificate with its PDF and verification page, the own uploads with their
 * captions (title of the language, else the file name), download and delete.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('link', { name: /Descarcă PDF/ })).toHaveAttribute(
      'href',
      '/demo/content/diploma-1.svg',
    );
    await expect(canvas.getByRole('link', { name: /Pagina de verificare/ })).toHaveAttribute(
      'href',
      '/ro/certificate/PEEL-7Q4K-2M9X',
    );
    await expect(canvas.getAllByRole('button', { name: /^Șterge / })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Deschide diploma' })).toBeVisible();
    // An uploaded PDF is downloaded, never drawn on the page.
    const pdf = canvas.getByRole('link', { name: 'Descarcă botox (Document PDF)' });
    await expect(pdf).toHaveAttribute('download');
  },
};

/** Idle, by keyboard: a thumbnail opens the lightbox, Escape closes it. */
export const IdleLightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Deschide Diplomă de asistent medical' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('img')).toHaveAttribute(
      'alt',
      'Diplomă de asistent medical',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Idle for a new student: both lists say what will appear there. */
export const IdleEmpty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Finalizați un curs/)).toBeVisible();
    await expect(canvas.getByText(/Nu ați adăugat încă/)).toBeVisible();
  },
};

/** Uploading: the file's name and a progress bar, the upload button disabled. */
export const Uploading: Story = {
  args: {
    machine: 'pending',
    events: [
      { type: 'file.select', file: png },
      { type: 'upload.progress', loaded: 640, total: 1000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '64'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'uploading');
    await expect(canvas.getByText('Se încarcă seminar-2025.png')).toBeVisible();
    await expect(canvas.getByLabelText(/Încarcă un certificat/)).toBeDisabled();
  },
};

/** Uploading ends: the new certificate joins the list. */
export const UploadingDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Încarcă un certificat/), png);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Șterge / })).toHaveLength(4),
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** ConfirmingDelete: the dialog asks first, naming the certificate. */
export const ConfirmingDelete: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: [{ type: 'delete.request', id: 22 }] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Sigur doriți să ștergeți acest certificat?');
    await expect(dialog).toHaveTextContent('Diplomă de asistent medical');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'confirmingDelete');
  },
};

/** ConfirmingDelete, cancelled: the certificate stays. */
export const ConfirmingDeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge diploma' }));
    await userEvent.click(await body.findByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('button', { name: /^Șterge / })).toHaveLength(3);
  },
};

/** Deleting: the confirm button is busy and the dialog cannot be dismissed. */
export const Deleting: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: {
    machine: 'pending',
    events: [{ type: 'delete.request', id: 21 }, { type: 'delete.confirm' }],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { busy: true })).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: 'Anulează' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'deleting');
  },
};

/** Deleting ends: the certificate leaves the list. */
export const DeletingDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge diploma' }));
    await userEvent.click(await body.findByRole('button', { name: 'Șterge' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Șterge / })).toHaveLength(2),
    );
  },
};
