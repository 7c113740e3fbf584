import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Back office/StatusBadge',
  component: StatusBadge,
  args: { children: 'Plătită', tone: 'success' },
  parameters: {
    usage: {
      use: ['A record’s status in a list or on its page (paid, pending review, cancelled).'],
      avoid: ['A label on a public card (new, free, a discount): Badge.'],
      keyboard: [],
      screenReader: ['Plain text: the status is said in words, the colour and dot only repeat it.'],
    } satisfies Usage,
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone="neutral">Nouă</StatusBadge>
      <StatusBadge tone="info">Expediată</StatusBadge>
      <StatusBadge tone="success">Plătită</StatusBadge>
      <StatusBadge tone="warning">În așteptare</StatusBadge>
      <StatusBadge tone="danger">Anulată</StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="status-badge"]')).toHaveLength(5);
    await expect(within(canvasElement).getByText('Anulată').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};
