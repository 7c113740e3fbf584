import { endpointPath, type QueryIn } from '@academy/contract/endpoint';
import { backOfficeAccountsEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { StaffRole } from '@academy/contract/staff';
import { call } from './call';
import { apiClient } from './client';
import { refusingFields } from './field-refusal';

export type AdminAccountListQuery = QueryIn<typeof endpoints.list>;
/** The status the staff member saw: the server refuses (409) an account that moved since. */
type Seen = 'pending' | 'active' | 'declined' | 'inactive';

/** The back office's accounts calls (issue 26); each needs a manager's or an admin's token. */
export const adminAccounts = {
  list: (query: AdminAccountListQuery) => call(endpoints.list, { query }),
  get: (lang: Language, id: number) => call(endpoints.detail, { params: { lang, id } }),
  /**
   * The diploma's file, fetched with the session's token (an <img> or <object> address would
   * carry none), for the page to show from a local object URL.
   */
  diploma: async (id: number): Promise<Blob> =>
    (await apiClient()).get(endpointPath(endpoints.diploma, { id }).slice(1)).blob(),
  activate: (id: number, status: Seen) =>
    call(endpoints.activate, { params: { id }, body: { status } }),
  /** A reason the server refuses (empty, a line break) rejects at its field. */
  reject: (id: number, status: Seen, reason: string) =>
    refusingFields(call(endpoints.reject, { params: { id }, body: { status, reason } })),
  bulkActivate: (ids: number[]) => call(endpoints.bulkActivate, { body: { ids } }),
  deactivate: (id: number, status: Seen) =>
    call(endpoints.deactivate, { params: { id }, body: { status } }),
  courseAccess: (id: number, courseId: number, granted: boolean) =>
    call(endpoints.courseAccess, { params: { id }, body: { course_id: courseId, granted } }),
  specialist: (id: number, isSpecialist: boolean) =>
    call(endpoints.specialist, { params: { id }, body: { is_specialist: isSpecialist } }),
  /** Staff management, the admin's: a staff role, or null for none. */
  staffRole: (id: number, role: StaffRole | null) =>
    call(endpoints.staffRole, { params: { id }, body: { role } }),
};
