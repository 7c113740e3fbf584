import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { ArticleBody } from './article-body';

const html = `
<p>Pielea reacționează diferit la fiecare anotimp. Iarna, bariera cutanată are nevoie de <strong>lipide</strong> și de o exfoliere blândă; vara, de protecție solară și hidratare ușoară.</p>
<h3>Ce verificăm înainte de procedură</h3>
<ul><li>anamneza și tratamentele recente;</li><li>fototipul și sensibilitatea pielii;</li><li>contraindicațiile absolute și relative.</li></ul>
<blockquote>Un protocol bun începe cu o consultație atentă, nu cu produsul.</blockquote>
<h4>Pașii protocolului</h4>
<ol><li>Curățare și degresare.</li><li>Aplicarea soluției în straturi.</li><li>Neutralizare și calmare.</li></ol>
<p>Întrebări? Scrieți-ne la <a href="mailto:info@academy.test">info@academy.test</a>.</p>`;

const meta = {
  title: 'Blocks/ArticleBody',
  component: ArticleBody,
  args: {
    title: 'Peelingul chimic iarna: ce merită să știți',
    html,
    language: 'ro',
    date: '2026-03-12',
    image: '/demo/content/cover.svg',
  },
  parameters: {
    usage: {
      use: [
        'The page of one blog article or promotion: h1 title, date, cover and the sanitized HTML body.',
        'Pass breadcrumbs or a back link in `before`, so they sit above the title inside the article.',
      ],
      avoid: [
        'A preview in a list: use ArticleCard (or ArticleGrid for the whole list).',
        'HTML inside another page (an FAQ answer, a course description): use RichText alone, without the h1.',
      ],
      keyboard: [['Tab', 'Moves through the links of `before` and of the article text.']],
      screenReader: [
        'An article with one h1; the body headings are lifted to h2/h3 so the outline holds.',
        'The date is a `<time>` with a machine date; the cover image is decorative (empty alt).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog article: title, date, cover and the typeset body. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Peelingul chimic');
    await expect(canvas.getByText('12 martie 2026')).toBeVisible();
  },
};

/** A promotion: no cover, a short text. */
export const Promotion: Story = {
  args: {
    title: '−20 % la cursurile de masaj',
    image: null,
    date: '2026-04-01',
    html: '<p>Până la <strong>30 aprilie</strong> toate cursurile de masaj sunt cu 20 % mai ieftine.</p><p>Reducerea se aplică automat în coș.</p>',
  },
};
