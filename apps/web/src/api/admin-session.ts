import { authEndpoints } from '@academy/contract/endpoints';
import { call } from './call';

/**
 * `GET /auth/users/me/` for the back office's frame: who is logged in, by name, and their staff
 * role (null for everyone else: the frame then says the area is the staff's). The server checks
 * the role again on every back-office call.
 */
export async function loadStaffSession() {
  const me = await call(authEndpoints.me);
  const name = `${me.first_name} ${me.last_name}`.trim();
  return { name: name || me.email, role: me.role };
}

export type StaffSession = Awaited<ReturnType<typeof loadStaffSession>>;
