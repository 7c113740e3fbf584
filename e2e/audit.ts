import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const ADMIN = { username: 'admin@academy.demo', password: 'Demo12345!' };

/**
 * The actions the audit log holds for one record, read by the admin (the log is theirs alone):
 * a journey's staff writes end with this, so each one is shown to be audited (issue 26).
 */
export async function auditedActions(
  request: APIRequestContext,
  entity: string,
  entityId: number,
): Promise<string[]> {
  const login = await request.post('/api/auth/token/login/', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const answer = await request.get('/api/admin/audit/', {
    params: { entity, entity_id: entityId, page_size: 50 },
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { results } = (await answer.json()) as { results: { action: string }[] };
  return results.map((entry) => entry.action);
}
