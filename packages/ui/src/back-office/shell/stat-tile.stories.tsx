import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { StatTile } from './stat-tile';

const meta = {
  title: 'Back office/StatTile',
  component: StatTile,
  args: { value: '12', label: 'Conturi de verificat', href: '/ro/admin/accounts' },
  parameters: {
    usage: {
      use: ['The staff home’s counts that need action, each leading to its filtered list.'],
      avoid: ['A chart or a table of figures: the home’s revenue panel.'],
      keyboard: [['Enter', 'On a tile with a link: opens the list behind the count.']],
      screenReader: ['A link whose name is the figure and its label (“12 Accounts to review”).'],
    } satisfies Usage,
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count that leads to its list. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /12\s*Conturi de verificat/ }),
    ).toHaveAttribute('href', '/ro/admin/accounts');
  },
};

/** Asking for action, and a tile without a link. */
export const Tiles: Story = {
  render: () => (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatTile value="3" label="Conturi de verificat" href="/ro/admin/accounts" attention />
      <StatTile value="0" label="Solicitări noi" href="/ro/admin/requests" />
      <StatTile value="1" label="Sarcini eșuate" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('Sarcini eșuate')).toBeVisible();
  },
};
