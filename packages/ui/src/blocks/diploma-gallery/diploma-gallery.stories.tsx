import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { type Diploma, DiplomaGallery } from './diploma-gallery';

const diplomas: Diploma[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  image: `/demo/content/diploma-${id}.svg`,
  image_thumbnail: `/demo/content/diploma-${id}.svg`,
}));

const meta = {
  title: 'Blocks/DiplomaGallery',
  component: DiplomaGallery,
  args: {
    author: {
      title: 'Fondatoarea academiei',
      name: 'Dr. Elena Rusu',
      specialization: 'Medic dermatolog, cosmetolog, formator internațional',
      description:
        'Peste 15 ani de practică în medicina estetică și peste 3 000 de specialiști instruiți în Europa.',
    },
    diplomas,
  },
  parameters: {
    usage: {
      use: [
        'The author page: who the author is (the h1) and their diplomas as thumbnails that open a lightbox.',
        'Pass `defaultOpenIndex` to open on one diploma, for a deep link.',
      ],
      avoid: [
        'A specialist’s certificates on their public page: use ExpertCertificates (it also opens PDFs).',
        'A short word about the author inside another page: use AuthorBlock.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves through the thumbnails; in the lightbox, between Previous, Next and Close, without leaving it.',
        ],
        ['Enter / Space', 'Opens the lightbox on the focused diploma.'],
        ['← / →', 'In the lightbox: the previous or next diploma, wrapping around at the ends.'],
        ['Esc', 'Closes the lightbox; focus returns to the thumbnail of the diploma last shown.'],
      ],
      screenReader: [
        'A region named by the author’s name (the h1); "Diplomas and certificates" is an h2.',
        'Each thumbnail is a button "Open diploma 2 of 5" that says it opens a dialog; its image is decorative.',
        'The lightbox is a dialog "Diplomas — <name>"; the image alt is "Diploma 2 of 5, <name>" and the "2 / 5" counter is a polite live region.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof DiplomaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author's header and the diploma thumbnails. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dr. Elena Rusu');
    await expect(canvas.getAllByRole('button', { name: /Deschide diploma/ })).toHaveLength(5);
  },
};

/**
 * The lightbox, by keyboard: Enter opens, the arrows move (in a circle) with the counter,
 * Escape closes and focus returns to the thumbnail of the diploma last shown.
 */
export const KeyboardLightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Deschide diploma 2 din 5' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('2 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('3 / 5')).toBeVisible();
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      'Diploma 3 din 5, Dr. Elena Rusu',
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Deschide diploma 5 din 5' })).toHaveFocus();
  },
};

/** Open on the first diploma: previous and next buttons, the counter, focus kept inside. */
export const Open: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { defaultOpenIndex: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Diploma următoare' }));
    await expect(within(dialog).getByText('2 / 5')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Diploma anterioară' }));
    await expect(within(dialog).getByText('1 / 5')).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** A single diploma: no stepping. */
export const SingleDiploma: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { diplomas: diplomas.slice(0, 1), defaultOpenIndex: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Diploma următoare' })).toBeNull();
  },
};

/** No diplomas yet. */
export const Empty: Story = {
  args: { diplomas: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Diplomele vor apărea aici în curând.'),
    ).toBeVisible();
  },
};
