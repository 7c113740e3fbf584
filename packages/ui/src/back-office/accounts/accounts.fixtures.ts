import type { AdminAccount, AdminAccountList, AdminAccountRow } from './account-types';

/** Stories only: accounts as the back office's API answers them. */
const row = (over: Partial<AdminAccountRow> & Pick<AdminAccountRow, 'id'>): AdminAccountRow => ({
  email: `user${over.id}@example.com`,
  first_name: 'Ana',
  last_name: 'Rusu',
  phone: '+37369123456',
  city: 'Moldova',
  type: 'cosmetology',
  status: 'pending',
  role: null,
  is_specialist: false,
  has_diploma: true,
  date_joined: '2026-11-27T08:10:00Z',
  ...over,
});

export const pendingRowsFixture: AdminAccountRow[] = [
  row({ id: 61, email: 'ana.rusu@example.com' }),
  row({
    id: 62,
    first_name: 'Лариса',
    last_name: 'Петрова',
    email: 'larisa@example.com',
    phone: '+79161234567',
    city: 'Russia',
    type: 'doctor',
    date_joined: '2026-11-27T15:42:00Z',
  }),
  row({
    id: 63,
    first_name: 'Ioana',
    last_name: 'Popescu',
    email: 'ioana.popescu@example.com',
    phone: '+40721123456',
    city: 'Romania',
    has_diploma: false,
    type: 'other',
    date_joined: '2026-11-28T07:05:00Z',
  }),
];

export const accountListFixture: AdminAccountList = {
  count: 48,
  results: [
    ...pendingRowsFixture.slice(0, 2),
    row({
      id: 40,
      email: 'elena@example.com',
      first_name: 'Elena',
      last_name: 'Munteanu',
      status: 'active',
      is_specialist: true,
    }),
    row({
      id: 38,
      email: 'mihai@example.com',
      first_name: 'Mihai',
      last_name: 'Ceban',
      status: 'declined',
    }),
    row({
      id: 31,
      email: 'olga@example.com',
      first_name: 'Olga',
      last_name: 'Lungu',
      status: 'inactive',
    }),
  ],
};

export const pendingListFixture: AdminAccountList = { count: 3, results: pendingRowsFixture };

const base: AdminAccount = {
  account: {
    ...row({ id: 61, email: 'ana.rusu@example.com' }),
    name: 'Ana Rusu',
    specialization: 'Cosmetolog',
    lang: 'ro',
    diploma: 'image',
    reviewed_at: null,
    rejection_reason: null,
  },
  orders: [],
  courses: [],
  grantable: [
    { id: 3, title: 'Peelinguri chimice' },
    { id: 5, title: 'Masaj facial' },
  ],
  certificates: [],
  sessions: [],
};

export const pendingAccountFixture: AdminAccount = base;

export const activeAccountFixture: AdminAccount = {
  ...base,
  account: {
    ...base.account,
    status: 'active',
    is_specialist: true,
    diploma: 'pdf',
    reviewed_at: '2026-11-27T10:00:00Z',
  },
  orders: [
    { id: 1042, created: '2026-11-28T09:15:00Z', status: 'paid', total: 1380, currency: 'MDL' },
    { id: 1017, created: '2026-10-02T12:00:00Z', status: 'delivered', total: 640, currency: 'MDL' },
  ],
  courses: [
    {
      id: 2,
      title: 'Biorevitalizare',
      progress: 40,
      granted: '2026-11-01T10:00:00Z',
      order_id: 1009,
    },
    { id: 4, title: 'Mezoterapie', progress: 0, granted: '2026-11-20T10:00:00Z', order_id: null },
  ],
  grantable: [{ id: 5, title: 'Masaj facial' }],
  certificates: [
    {
      id: 7,
      title: 'Biorevitalizare',
      image: '/media/certificates/7.pdf',
      code: 'K7Q2M9XA',
      created: '2026-11-15T10:00:00Z',
    },
  ],
  sessions: [
    {
      id: 90,
      created: '2026-11-28T08:00:00Z',
      last_used: '2026-11-28T09:30:00Z',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    },
  ],
};

export const declinedAccountFixture: AdminAccount = {
  ...base,
  account: {
    ...base.account,
    status: 'declined',
    reviewed_at: '2026-11-28T08:00:00Z',
    rejection_reason: 'Diploma nu se citește; trimiteți o copie clară.',
  },
};

/** A diploma as an image the page drew from the fetched file (an SVG here). */
export const diplomaImageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560"><rect width="800" height="560" fill="#f7f1e3"/><rect x="24" y="24" width="752" height="512" fill="none" stroke="#2f5d50" stroke-width="8"/><rect x="200" y="120" width="400" height="24" fill="#2f5d50"/><rect x="150" y="220" width="500" height="12" fill="#999"/><rect x="150" y="260" width="500" height="12" fill="#999"/><rect x="150" y="300" width="380" height="12" fill="#999"/><circle cx="640" cy="440" r="48" fill="#c9a227"/></svg>',
)}`;

/** A one-page blank PDF, as a fetched diploma's address. */
export const diplomaPdfUrl =
  'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTQwXSA+PgplbmRvYmoKeHJlZgowIDQKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDA5IDAwMDAwIG4gCjAwMDAwMDAwNTggMDAwMDAgbiAKMDAwMDAwMDExNSAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDQgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjE4NgolJUVPRgo=';
