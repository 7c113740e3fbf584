import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DashboardMenu } from '../dashboard-menu/dashboard-menu';
import { dashboardItemsFixture } from '../dashboard-menu/dashboard-menu.fixtures';
import { DashboardLayout } from './dashboard-layout';

function PlaceholderCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="bg-surface h-44 rounded-xl border shadow-sm" />
      ))}
    </div>
  );
}

const meta = {
  title: 'Blocks/DashboardLayout',
  component: DashboardLayout,
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'Every page of the personal area: DashboardMenu beside the content from 768 px, above it on phones.',
        'Pass `title` for the page h1 when the page has no heading of its own.',
      ],
      avoid: [
        'Public pages: they use SiteHeader and SiteFooter with their own sections, not the personal-area menu.',
        'The menu on its own, without a page under it: use DashboardMenu directly.',
      ],
      keyboard: [
        [
          'Tab',
          'Goes through the menu first, then the page content: the menu comes first on every screen size.',
        ],
      ],
      screenReader: [
        'The menu sits in an `<aside>` (a complementary landmark without a name); its nav inside is named "Personal area".',
        '`title` renders as the page h1, above the content; without it the page must bring its own h1.',
      ],
    } satisfies Usage,
  },
  args: {
    title: 'Cursurile mele',
    menu: (
      <DashboardMenu
        items={dashboardItemsFixture}
        activeId="courses"
        myPageLocked
        onLogout={fn()}
      />
    ),
    children: <PlaceholderCards />,
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the menu as a sticky aside beside the page. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary')).toContainElement(
      canvas.getByRole('navigation'),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cursurile mele');
  },
};

/** Mobile: the folded menu on top of the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
