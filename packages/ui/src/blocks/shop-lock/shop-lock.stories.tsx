import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { ShopLock } from './shop-lock';

const meta = {
  title: 'Blocks/ShopLock',
  component: ShopLock,
  args: {
    reason: 'shopAccess.registeredOnly',
    loginHref: '#login',
    registrationHref: '#registration',
    coursesHref: '#courses',
  },
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'In place of the shop for someone it is closed to: the reason (not logged in, or not available in the region), what the shop offers, and a way on.',
        'Pass `shopAccess(session).tooltipKey` as `reason`: a visitor gets Log in and Create an account, anyone else Browse courses.',
      ],
      avoid: [
        'Only marking the shop link as locked in a menu: SiteHeader already does, with its tooltip.',
        'A shared product or category link: use ShopShare, which names what was shared.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches Log in then Create an account (a visitor), or Browse courses (the others).',
        ],
        ['Enter', 'Follows the focused link.'],
      ],
      screenReader: [
        'A region named by its h1 "Cosmetics for professionals", after the eyebrow "Professional shop".',
        'The reason is plain text ("for registered users only"), then the explanation; the perks are a list named "What the shop offers". Icons are hidden.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ShopLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 'for registered users only', with login and registration. */
export const RegisteredOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cosmetică pentru profesioniști',
    );
    await expect(canvasElement.querySelector('[data-slot="shop-lock-reason"]')).toHaveTextContent(
      'doar pentru utilizatorii înregistrați',
    );
    await expect(canvas.getByRole('link', { name: 'Autentificare' })).toHaveAttribute(
      'href',
      '#login',
    );
    await expect(canvas.getByRole('link', { name: 'Creează un cont' })).toHaveAttribute(
      'href',
      '#registration',
    );
    await expect(canvas.queryByRole('link', { name: /cursurile/ })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Ce oferă magazinul' })).toBeVisible();
  },
};

/** Logged in outside the shop's countries: 'not available in your region', and the courses. */
export const NotInRegion: Story = {
  args: { reason: 'shopAccess.notInRegion' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="shop-lock-reason"]')).toHaveTextContent(
      'nu este disponibil în regiunea dvs.',
    );
    await expect(canvas.getByRole('link', { name: 'Vezi cursurile' })).toHaveAttribute(
      'href',
      '#courses',
    );
    await expect(canvas.queryByRole('link', { name: 'Autentificare' })).toBeNull();
  },
};

/** A phone (375 px): the same section, one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // The test runner renders at 1280 px whatever the toolbar says: no baseline of its own.
  parameters: { visual: { disable: true } },
};
