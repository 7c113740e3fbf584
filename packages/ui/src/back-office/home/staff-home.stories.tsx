import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FailedJobsSectionProps } from './failed-jobs-section';
import { StaffHome, type StaffHomeOperations } from './staff-home';
import {
  counts,
  editorHome,
  failedJobs,
  noCounts,
  noRevenue,
  revenue,
  staffHome,
} from './staff-home.fixtures';

const jobs = (overrides: Partial<FailedJobsSectionProps> = {}): FailedJobsSectionProps => ({
  jobs: { state: 'ready', rows: failedJobs, count: failedJobs.length, page: 1, pageSize: 10 },
  onPageChange: fn(),
  onReload: fn(),
  retry: { job: null, open: false, state: 'idle' },
  onRetry: fn(),
  onRetryConfirm: fn(),
  onRetryCancel: fn(),
  ...overrides,
});

const operations = (overrides: Partial<StaffHomeOperations> = {}): StaffHomeOperations => ({
  counts: { state: 'ready', data: counts },
  onCountsRetry: fn(),
  links: {
    pendingAccounts: '/ro/admin/accounts?status=pending',
    ordersToShip: '/ro/admin/orders?status=paid&kind=shop',
    newRequests: '/ro/admin/requests?status=new',
    failedJobs: '#failed-jobs',
  },
  revenue: { state: 'ready', data: revenue },
  onRevenueRetry: fn(),
  jobs: jobs(),
  ...overrides,
});

const confirming = (state: 'idle' | 'submitting' | 'failure') =>
  operations({
    jobs: jobs({ retry: { job: failedJobs[0] ?? null, open: true, state } }),
  });

const meta = {
  title: 'Back office/Home/StaffHome',
  component: StaffHome,
  args: { home: staffHome, operations: operations() },
  parameters: {
    layout: 'padded',
    usage: {
      use: [
        'The back office’s first page: counts that need action, revenue of the last 30 days, failed jobs and the member’s latest writes.',
        'An editor gets it without operations: only their own latest writes.',
      ],
      avoid: ['A list with filters: use DataTable with FilterBar on its own page.'],
      keyboard: [
        [
          'Tab',
          'Each count tile is one link to its filtered list; then the chart’s table toggle, the table and each Retry.',
        ],
        ['Enter', 'Follows a tile, toggles chart and table, opens the retry’s confirmation.'],
      ],
      screenReader: [
        'Each part is a region named by its heading; the chart is hidden and its figures are a table with a caption.',
        'The confirmation is a modal dialog; a retry that went through is announced politely.',
      ],
    },
  },
} satisfies Meta<typeof StaffHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything loaded: tiles link to the filtered lists, a chart per market and currency. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Conturi de verificat/ })).toHaveAttribute(
      'href',
      '/ro/admin/accounts?status=pending',
    );
    await expect(canvas.getByRole('link', { name: /Comenzi plătite de expediat/ })).toHaveAttribute(
      'href',
      '/ro/admin/orders?status=paid&kind=shop',
    );
    // One figure per market and currency, never added together.
    await expect(canvasElement.querySelectorAll('[data-slot="revenue-chart"]')).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: 'Moldova, în MDL' })).toBeInTheDocument();
    await expect(canvas.getByText('{"videoId":12}')).toBeVisible();
  },
};

/** The chart's figures shown as a table with the toggle. */
export const RevenueAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [toggle] = canvas.getAllByRole('button', { name: 'Arată ca tabel' });
    await userEvent.click(toggle as HTMLElement);
    const table = canvas.getByRole('table', { name: 'Moldova, în MDL' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByRole('button', { name: 'Arată graficul' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    operations: operations({
      counts: { state: 'loading' },
      revenue: { state: 'loading' },
      jobs: jobs({ jobs: { state: 'loading', rows: [], count: 0, page: 1, pageSize: 10 } }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="revenue-panel"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** Nothing waits: zero counts, no paid orders, no failed jobs, no writes yet. */
export const Empty: Story = {
  args: {
    home: { ...staffHome, recent: [] },
    operations: operations({
      counts: { state: 'ready', data: noCounts },
      revenue: { state: 'ready', data: noRevenue },
      jobs: jobs({ jobs: { state: 'ready', rows: [], count: 0, page: 1, pageSize: 10 } }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nicio comandă plătită în ultimele 30 de zile.')).toBeVisible();
    await expect(canvas.getByText('Nicio sarcină eșuată.')).toBeVisible();
    await expect(canvas.getByText('Nu ați modificat încă nimic.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    operations: operations({
      counts: { state: 'error' },
      revenue: { state: 'error' },
      jobs: jobs({ jobs: { state: 'error', rows: [], count: 0, page: 1, pageSize: 10 } }),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cifrele nu au putut fi încărcate.')).toBeVisible();
    await expect(canvas.getByText('Încasările nu au putut fi încărcate.')).toBeVisible();
    const [retry] = canvas.getAllByRole('button', { name: 'Încearcă din nou' });
    await userEvent.click(retry as HTMLElement);
    await expect(args.operations?.onCountsRetry).toHaveBeenCalled();
  },
};

/** An editor's home: no operations figures, their own latest writes. */
export const Editor: Story = {
  args: { home: { ...editorHome, recent: staffHome.recent }, operations: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'De rezolvat' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'Ultimele dumneavoastră modificări' }),
    ).toBeVisible();
  },
};

/** A row's Retry asks first, naming the job and its queue. */
export const ConfirmRetry: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { operations: confirming('idle') },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText(/3f1e4a52-8c0b-4d7e-9a61-2b5c7d9e0f13/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reîncearcă acum' }));
    await expect(args.operations?.jobs.onRetryConfirm).toHaveBeenCalled();
  },
};

export const RetrySubmitting: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { operations: confirming('submitting') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-action-state', 'submitting');
  },
};

export const RetryFailure: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { operations: confirming('failure') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

/** After a retry: the job left the list and the page says so. */
export const Retried: Story = {
  args: {
    operations: operations({
      counts: { state: 'ready', data: { ...counts, failed_jobs: 0 } },
      jobs: jobs({
        jobs: { state: 'ready', rows: failedJobs.slice(1), count: 1, page: 1, pageSize: 10 },
        notice: 'Sarcina a revenit în coadă.',
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sarcina a revenit în coadă.',
    );
  },
};
