import type {
  AuditRow,
  FailedJobRow,
  HomeCountsData,
  RevenueData,
  StaffHomeData,
} from './home-types';

/** The home's and the audit log's data for stories: fixed days, so pictures stay the same. */
export const auditRows: AuditRow[] = [
  {
    id: 31,
    created: '2026-11-29T08:41:00Z',
    actor: { id: 2, name: 'Maria Popescu', email: 'manager@academy.demo' },
    action: 'order.ship',
    entity: 'order',
    entity_id: 1042,
    before: { status: 'paid', tracking_number: '' },
    after: { status: 'shipped', tracking_number: 'RR123456789MD' },
  },
  {
    id: 30,
    created: '2026-11-29T08:12:00Z',
    actor: { id: 2, name: 'Maria Popescu', email: 'manager@academy.demo' },
    action: 'account.activate',
    entity: 'user',
    entity_id: 118,
    before: { is_active: false, reviewed_at: null },
    after: { is_active: true, reviewed_at: '2026-11-29T08:12:00Z' },
  },
  {
    id: 29,
    created: '2026-11-28T17:05:00Z',
    actor: { id: 1, name: 'Ana Rusu', email: 'admin@academy.demo' },
    action: 'promo.create',
    entity: 'promo_code',
    entity_id: 7,
    before: null,
    after: { code: 'IARNA15', percent: 15 },
  },
  {
    id: 28,
    created: '2026-11-28T09:30:00Z',
    actor: null,
    action: 'job.retry',
    entity: 'job',
    entity_id: 0,
    before: { queue: 'mail', state: 'failed' },
    after: { queue: 'mail', state: 'retry' },
  },
];

export const staffHome: StaffHomeData = {
  role: 'admin',
  name: 'Ana Rusu',
  recent: auditRows.slice(2, 3),
};

export const editorHome: StaffHomeData = { role: 'editor', name: 'Elena Ciobanu', recent: [] };

export const counts: HomeCountsData = {
  pending_accounts: 3,
  orders_to_ship: 5,
  new_requests: 2,
  failed_jobs: 1,
};

export const noCounts: HomeCountsData = {
  pending_accounts: 0,
  orders_to_ship: 0,
  new_requests: 0,
  failed_jobs: 0,
};

/** Orders in Moldova most days, a few in Romania, and a course in euro. */
const days = Array.from({ length: 30 }, (_, index) =>
  new Date(Date.UTC(2026, 9, 31 + index)).toISOString().slice(0, 10),
);
export const revenue: RevenueData = {
  from: '2026-10-31',
  to: '2026-11-29',
  results: [
    ...days.flatMap((day, index) =>
      index % 4 === 3
        ? []
        : [
            {
              day,
              market: 'md',
              currency: 'MDL',
              orders: 1 + (index % 3),
              total: 850 + ((index * 370) % 2400),
            },
          ],
    ),
    ...days
      .filter((_, index) => index % 6 === 0)
      .map((day, index) => ({
        day,
        market: 'ro',
        currency: 'RON',
        orders: 1,
        total: 180 + index * 45.5,
      })),
    { day: '2026-11-20', market: 'eu', currency: 'EUR', orders: 2, total: 298 },
  ],
};

export const noRevenue: RevenueData = { from: '2026-10-31', to: '2026-11-29', results: [] };

export const failedJobs: FailedJobRow[] = [
  {
    id: '3f1e4a52-8c0b-4d7e-9a61-2b5c7d9e0f13',
    queue: 'mail',
    summary: '{"kind":"order-status","orderId":1042}',
    error: 'Error: 550 mailbox unavailable',
    attempts: 11,
    failed_at: '2026-11-29T07:55:00Z',
  },
  {
    id: '9b2d6c71-0e4f-4a38-b5d2-7c8e1f3a6b40',
    queue: 'video',
    summary: '{"videoId":12}',
    error: 'ffprobe: no video stream in the upload',
    attempts: 1,
    failed_at: '2026-11-28T22:10:00Z',
  },
];
