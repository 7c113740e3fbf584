import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditLog } from './audit-log';
import { NO_AUDIT_FILTERS } from './home-types';
import { auditRows } from './staff-home.fixtures';

const meta = {
  title: 'Back office/Home/AuditLog',
  component: AuditLog,
  args: {
    filters: NO_AUDIT_FILTERS,
    onFiltersChange: fn(),
    rows: auditRows,
    count: 57,
    page: 1,
    pageSize: 25,
    state: 'ready',
    onPageChange: fn(),
    onRetry: fn(),
    recordHref: (entity: string, id: number) =>
      entity === 'order'
        ? `/ro/admin/order/${id}`
        : entity === 'user'
          ? `/ro/admin/account/${id}`
          : undefined,
  },
  parameters: {
    layout: 'padded',
    usage: {
      use: [
        'The admin’s audit log: every staff write, newest first, with filters kept in the URL.',
      ],
      avoid: ['An order’s own history for its buyer: that is the order page’s timeline.'],
      keyboard: [
        ['Tab', 'Through the filters, Apply and Clear, then the table’s links and its paging.'],
        ['Enter', 'In a filter field, applies every filter at once.'],
      ],
      screenReader: [
        'The filters are a named group; the table has a caption.',
        'Each change reads as field, “before” value, “after” value.',
      ],
    },
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, which record (linked to its page) and what changed, field by field. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Comandă #1042' })).toHaveAttribute(
      'href',
      '/ro/admin/order/1042',
    );
    await expect(canvas.getByText('RR123456789MD')).toBeVisible();
    await expect(canvas.getByText('Cont șters')).toBeVisible();
  },
};

/** Apply sends every filter at once. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Acțiune (order.ship sau order)'), 'order');
    await userEvent.type(canvas.getByLabelText('Id-ul înregistrării'), '1042');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplică' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_AUDIT_FILTERS,
      action: 'order',
      entity_id: '1042',
    });
  },
};

export const Filtered: Story = {
  args: {
    filters: { ...NO_AUDIT_FILTERS, actor: 'manager@academy.demo', from: '2026-11-29' },
    rows: auditRows.slice(0, 2),
    count: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('De la')).toHaveValue('2026-11-29');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nicio modificare nu corespunde filtrelor.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};
