import { PUBLICATION_STATUSES } from '@academy/contract/back-office/articles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationStatusBadge } from './publication-status-badge';

const meta = {
  title: 'Back office/Articles/PublicationStatusBadge',
  component: PublicationStatusBadge,
  args: { status: 'draft' },
} satisfies Meta<typeof PublicationStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status side by side: kept back, due later, on the site, over. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {PUBLICATION_STATUSES.map((status) => (
        <PublicationStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Ciornă', 'Programat', 'Publicat', 'Încheiat'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
