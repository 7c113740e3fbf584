import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { RichText } from './rich-text';

const article = `
<p>Pielea reacționează diferit la fiecare anotimp. Iarna, bariera cutanată are nevoie de <strong>lipide</strong> și de o exfoliere blândă; vara, de protecție solară și hidratare ușoară.</p>
<h3>Ce verificăm înainte de procedură</h3>
<ul><li>anamneza și tratamentele recente;</li><li>fototipul și sensibilitatea pielii;</li><li>contraindicațiile absolute și relative.</li></ul>
<blockquote>Un protocol bun începe cu o consultație atentă, nu cu produsul.</blockquote>
<h4>Pașii protocolului</h4>
<ol><li>Curățare și degresare.</li><li>Aplicarea soluției în straturi.</li><li>Neutralizare și calmare.</li></ol>
<p>Întrebări? Scrieți-ne la <a href="mailto:info@academy.test">info@academy.test</a> sau citiți <a href="https://academy.test/ro/blog" target="_blank">blogul nostru</a>.</p>`;

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: article },
  parameters: {
    usage: {
      use: [
        'HTML from the server (FAQ answers, article bodies, promotions): it is sanitized here and typeset at a readable line length.',
        'Set `topHeading={2}` when the HTML sits right under the page h1, so its h3/h4 become h2/h3 and the heading order holds.',
      ],
      avoid: [
        'Text written in the code or the translations: render it as JSX with the kit components, not as an HTML string.',
        'Editing: use RichTextEditor. Tables, images or embeds: the sanitizer drops them, so give them their own block.',
      ],
      keyboard: [['Tab', 'Moves through the links in the text, in reading order.']],
      screenReader: [
        'Read as ordinary content: headings (h3/h4, or h2/h3 with `topHeading={2}`), lists, quotes and links keep their roles.',
        'Only https, mailto and tel links keep their address; any other link is left as plain text. Links opening a new tab get `rel="noopener noreferrer"`.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article body: headings, lists, a quote and links at about 70 characters a line. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector('a[target="_blank"]');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Small size, as in FAQ answers. */
export const Small: Story = {
  args: {
    size: 'sm',
    html: '<p>Da. După fiecare curs primiți un <strong>certificat</strong> și acces la protocoale.</p>',
  },
};

/** Hostile HTML in one string: in the browser nothing of it runs or survives but the text. */
export const Sanitized: Story = {
  args: {
    html: '<p style="color:red" onclick="alert(1)">Text sigur</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">legătură falsă</a> <a href="data:text/html,x">date</a><iframe src="https://x.test"></iframe><p class="x">Al doilea paragraf</p>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="rich-text"]');
    await expect(
      root?.querySelector('script, img, iframe, style, [style], [onclick], [class]'),
    ).toBeNull();
    for (const link of root?.querySelectorAll('a') ?? []) {
      await expect(link).not.toHaveAttribute('href');
    }
    await expect(root).toHaveTextContent('Text sigur');
    await expect(root).toHaveTextContent('Al doilea paragraf');
  },
};
