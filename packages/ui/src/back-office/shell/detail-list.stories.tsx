import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DetailList } from './detail-list';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Back office/DetailList',
  component: DetailList,
  args: {
    items: [
      { term: 'Nume', description: 'Elena Popescu' },
      { term: 'E-mail', description: 'elena.popescu@example.com' },
      { term: 'Telefon', description: '+373 69 123 456' },
      { term: 'Stare', description: <StatusBadge tone="warning">În așteptare</StatusBadge> },
    ],
  },
  parameters: {
    usage: {
      use: ['A record’s fields on its page: an account’s profile, an order’s delivery.'],
      avoid: ['A list of many records: DataTable.'],
      keyboard: [],
      screenReader: ['A description list: each term is read with its value.'],
    } satisfies Usage,
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and values, a badge among them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('elena.popescu@example.com')).toBeVisible();
  },
};

/** At 375 px each term sits over its value. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(4);
  },
};
