import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { SiteFooter } from './site-footer';
import { footerFixture } from './site-footer.fixtures';

const meta = {
  title: 'Blocks/SiteFooter',
  component: SiteFooter,
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'Once at the bottom of every public page: the site links, legal PDFs and payment logos for the visitor’s region, contacts, social links and the year.',
        'Give it the loader’s `region` and `regionInfo`; it picks the documents, logos and phone from them (the Spanish contact for es).',
      ],
      avoid: [
        'The top of the page: use SiteHeader.',
        'Inside a dialog or a card: it is the page’s one contentinfo landmark.',
      ],
      keyboard: [
        [
          'Tab',
          'The logo, the social links, the site links, the documents, then e-mail and phone.',
        ],
        [
          'Enter',
          'Follows the focused link; social links and documents open in a new tab, e-mail and phone in their apps.',
        ],
      ],
      screenReader: [
        'A `<footer>` (contentinfo at the page’s top level) with h2 columns "Academy", "Documents" and "Contacts"; the site links are a navigation "Academy".',
        'Social links are named by the network and say they open a new tab ("Instagram (opens in a new tab)"); each document says "(PDF, opens in a new tab)"; e-mail, phone and address are prefixed with hidden labels.',
        'Payment logos are images named by the provider ("Visa") in a list after "We accept".',
      ],
    } satisfies Usage,
  },
  args: footerFixture,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const documentHrefs = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link', { name: /PDF/ })
    .map((link) => link.getAttribute('href'));

/** Moldova (the default region): Moldovan documents, phone and address, default payment logos. */
export const Moldova: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(documentHrefs(canvasElement)).toEqual([
      '/policy_md/policy_ro.pdf',
      '/docs/md/terms_ro.pdf',
      '/docs/md/security_ro.pdf',
    ]);
    await expect(canvas.getByRole('link', { name: /\+373 69 123 456/ })).toHaveAttribute(
      'href',
      'tel:+37369123456',
    );
    await expect(canvas.getByRole('img', { name: 'maib' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Instagram (se deschide într-o filă nouă)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('© 2026 Academia. Toate drepturile rezervate.')).toBeVisible();
  },
};

/** Romania: Romanian documents plus the cookie policy only Romania gets, Romanian payments. */
export const Romania: Story = {
  args: { region: 'RO' },
  play: async ({ canvasElement }) => {
    await expect(documentHrefs(canvasElement)).toContain('/cookie_ro/cookie_ro.pdf');
    await expect(
      within(canvasElement).getByRole('img', { name: 'NETOPIA Payments' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText('Bd. Unirii 15, București, România'),
    ).toBeVisible();
  },
};

/** Russia in Russian: Russian documents and payment marks. */
export const Russia: Story = {
  args: { region: 'RU', language: 'ru' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(documentHrefs(canvasElement)[1]).toBe('/docs/ru/terms_ru.pdf');
    await expect(within(canvasElement).getByRole('img', { name: 'Mir' })).toBeVisible();
  },
};

/** Spanish: the fixed Spanish phone and address; terms in English. */
export const Spanish: Story = {
  args: { language: 'es' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Calle de Alcalá 45, Madrid, España')).toBeVisible();
    await expect(documentHrefs(canvasElement)[1]).toBe('/docs/md/terms_en.pdf');
  },
};

/** Before `/get-phone/` answers: the e-mail only, no empty phone or address. */
export const ContactsLoading: Story = {
  args: { regionInfo: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /\+373/ })).toBeNull();
  },
};
