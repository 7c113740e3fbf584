import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { type FaqItem, FaqSection } from './faq-section';

const items: FaqItem[] = [
  {
    id: 1,
    name: 'Cine poate urma cursurile?',
    description:
      '<p>Cursurile sunt destinate <strong>cosmetologilor</strong>, asistentelor medicale și medicilor. Unele module sunt deschise și celor fără diplomă.</p>',
  },
  {
    id: 2,
    name: 'Primesc un certificat la final?',
    description:
      '<p>Da. După ce urmăriți toate videoclipurile, certificatul apare în cabinetul personal.</p><ul><li>format PDF;</li><li>în limba cursului.</li></ul>',
  },
  {
    id: 3,
    name: 'Cât timp am acces la un curs cumpărat?',
    description:
      '<p>Accesul este pe viață. Pentru întrebări scrieți-ne la <a href="mailto:info@academy.test">info@academy.test</a>.</p>',
  },
  {
    id: 4,
    name: 'Pot plăti cu cardul?',
    description: '<p>Da, acceptăm carduri bancare și transfer.</p><script>alert(1)</script>',
  },
];

const meta = {
  title: 'Blocks/FaqSection',
  component: FaqSection,
  args: { items, onScrollToForm: fn() },
  parameters: {
    usage: {
      use: [
        'Questions and answers on the home, course and contact pages: each question folds its answer open or closed.',
        'Pass `onScrollToForm` to add "Ask your question", which scrolls to the page’s request form.',
      ],
      avoid: [
        'A course’s chapters and lessons: use CourseContent.',
        'Text everyone must read (terms, a return policy on its own page): show it open, not folded away.',
      ],
      keyboard: [
        [
          'Tab',
          'Goes to "Ask your question" (when given), then from question to question and into an open answer’s links.',
        ],
        ['Enter / Space', 'Opens or closes the focused question; several can be open at once.'],
        ['↓ / ↑', 'Moves to the next or previous question.'],
        ['Home / End', 'Moves to the first or last question.'],
      ],
      screenReader: [
        'A region named by its h2 ("Frequently asked questions" by default); each question is a button inside a heading, with `aria-expanded`.',
        'An open answer is a region named by its question; with no questions, a plain text says so.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: every question folded; Enter and Space toggle them, the button goes to the form. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Cine poate urma cursurile?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Adresează o întrebare' }));
    await expect(args.onScrollToForm).toHaveBeenCalledTimes(1);
  },
};

/** Open answers: sanitized HTML (the script in the last answer is gone). */
export const Open: Story = {
  args: { defaultOpen: ['2', '4'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText('format PDF;')).toBeVisible();
  },
};

/** Without a form on the page: no scroll button. */
export const WithoutFormButton: Story = {
  args: { onScrollToForm: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Adresează o întrebare' }),
    ).toBeNull();
  },
};

/** Empty: no questions yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încă nu sunt întrebări aici')).toBeVisible();
  },
};
