import type {
  ContactRequestRow,
  PromoCategory,
  PromoCodeRow,
  PromoRedemptionRow,
} from './inbox-types';

/** Stories only: the inbox's records as the back office's API answers them. */
export const newRequestsFixture: ContactRequestRow[] = [
  {
    id: 31,
    name: 'Elena Ceban',
    contact_data: '+373 69 111 222',
    country: 'Moldova',
    lang: 'ro',
    created: '2026-11-28T10:20:00Z',
    status: 'new',
    handled_at: null,
    handled_by: null,
    note: '',
  },
  {
    id: 30,
    name: 'Ольга Смирнова',
    contact_data: 'olga@example.com',
    country: 'Russian Federation',
    lang: 'ru',
    created: '2026-11-27T18:05:00Z',
    status: 'new',
    handled_at: null,
    handled_by: null,
    note: '',
  },
];

export const handledRequestsFixture: ContactRequestRow[] = [
  {
    id: 29,
    name: 'Maria Popa',
    contact_data: '+40 721 000 111',
    country: 'Romania',
    lang: 'ro',
    created: '2026-11-26T08:00:00Z',
    status: 'handled',
    handled_at: '2026-11-26T09:30:00Z',
    handled_by: { id: 3, name: 'Cristina Rusu' },
    note: 'Am sunat-o, s-a înscris la cursul de bază.',
  },
  {
    id: 28,
    name: 'Claire Martin',
    contact_data: 'claire@example.com',
    country: 'France',
    lang: 'fr',
    created: '2026-11-25T14:00:00Z',
    status: 'handled',
    handled_at: '2026-11-25T15:10:00Z',
    handled_by: null,
    note: '',
  },
];

const base = {
  note: '',
  percent: null,
  amounts: null,
  min_subtotal: {},
  starts_at: null,
  ends_at: null,
  max_uses: null,
  per_user: null,
  used_count: 0,
  disabled: false,
  scope: 'all',
  category_ids: [],
  created: '2026-11-01T09:00:00Z',
} as const satisfies Partial<PromoCodeRow>;

export const promoCodesFixture: PromoCodeRow[] = [
  {
    ...base,
    id: 5,
    code: 'WELCOME10',
    note: '10 % off a first order',
    percent: 10,
    per_user: 1,
    used_count: 12,
  },
  {
    ...base,
    id: 6,
    code: 'SHOP100',
    amounts: { MDL: 100, RON: 25, RUB: 500 },
    min_subtotal: { MDL: 500, RON: 120 },
    scope: 'products',
    max_uses: 50,
    used_count: 50,
  },
  {
    ...base,
    id: 7,
    code: 'COURSE20',
    percent: 20,
    scope: 'courses',
    disabled: true,
    used_count: 3,
  },
  {
    ...base,
    id: 8,
    code: 'SUMMER25',
    percent: 25,
    ends_at: '2026-09-01T00:00:00Z',
    used_count: 40,
  },
  {
    ...base,
    id: 9,
    code: 'SPRING30',
    percent: 30,
    scope: 'categories',
    category_ids: [2],
    starts_at: '2099-03-01T00:00:00Z',
    ends_at: '2099-04-01T00:00:00Z',
  },
];

export const promoCategoriesFixture: PromoCategory[] = [
  { id: 1, name: 'Cosmetică' },
  { id: 2, name: 'Aparate' },
  { id: 3, name: 'Consumabile' },
];

export const redemptionsFixture: PromoRedemptionRow[] = [
  {
    order_id: 1052,
    buyer: { id: 41, name: 'Ana Rusu', email: 'ana.rusu@example.com' },
    created: '2026-11-28T11:00:00Z',
    total: 576,
    currency: 'MDL',
    discount: 64,
  },
  {
    order_id: 1047,
    buyer: { id: 44, name: 'Ioana Marin', email: 'ioana@example.com' },
    created: '2026-11-27T12:30:00Z',
    total: 162,
    currency: 'RON',
    discount: 18,
  },
];
