import { FILES, login, send } from '../../test/helpers';
import type { createTestApp } from '../../test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** A registration as the form sends it (pending: the test app does not auto-activate). */
export async function registerAccount(
  ctx: Ctx,
  fields: {
    email: string;
    first?: string;
    last?: string;
    lang?: string;
    phone?: string;
    pdf?: boolean;
  },
) {
  const form = new FormData();
  const values: Record<string, string | File> = {
    email: fields.email,
    password: 'secret12',
    first_name: fields.first ?? 'Nina',
    last_name: fields.last ?? 'Lungu',
    'profile.description': fields.lang ?? 'ro',
    'profile.phone': fields.phone ?? '+37369123456',
    'profile.file': fields.pdf ? FILES.pdf() : FILES.png(),
    'profile.city': 'Moldova',
    'profile.specialization': 'Cosmetolog',
    'profile.type': 'cosmetology',
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  const res = await send(ctx.app, 'POST', '/accounts/users/', { form });
  if (res.status !== 201) throw new Error(`registration: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** The manager's token, for the back office's calls. */
export const managerToken = (ctx: Ctx) => login(ctx.app, 'manager@academy.demo');
