import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  parameters: { layout: 'fullscreen' },
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
