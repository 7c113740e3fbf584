import {
  APPOINTMENT_CONFLICT,
  type Appointment,
  appointmentListSchema,
  appointmentSchema,
  errorResponseSchema,
  profileSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type {
  AppointmentActionOutcome,
  SaveAppointmentInput,
  SaveAppointmentOutcome,
} from '@academy/machines';
import { api } from './client';

export type { Appointment };

/** The most a specialist's list asks for at once (the contract's `page_size` limit). */
export const APPOINTMENTS_PAGE_SIZE = 500;

/** A 409 whose detail is the conflict's: another visit is confirmed in that hour (spec 8). */
async function isConflict(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const body = errorResponseSchema.safeParse(await response.json().catch(() => null));
  return body.success && body.data.detail === APPOINTMENT_CONFLICT;
}

/** The specialist's appointment calls (`/cabinet/appointment/`, spec 7.5 and designed). Token. */
export const appointments = {
  /**
   * `GET /cabinet/appointment/`: the specialist's own appointments by date and time (every
   * status), as many as one page holds.
   */
  list: async (): Promise<Appointment[]> =>
    appointmentListSchema.parse(
      await api
        .get('cabinet/appointment/', { searchParams: { page_size: APPOINTMENTS_PAGE_SIZE } })
        .json(),
    ).results,

  /** `POST /cabinet/appointment/{id}/confirm/`; a taken hour (409) is the answer 'conflict'. */
  confirm: async (id: number): Promise<AppointmentActionOutcome> => {
    const response = await api.post(`cabinet/appointment/${id}/confirm/`, {
      throwHttpErrors: false,
      retry: 0,
    });
    if (await isConflict(response)) return 'conflict';
    if (!response.ok) throw new Error(`confirm: ${response.status}`);
    appointmentSchema.parse(await response.json());
    return 'done';
  },

  /** `POST /cabinet/appointment/{id}/cancel/`. */
  cancel: async (id: number): Promise<Appointment> =>
    appointmentSchema.parse(
      await api.post(`cabinet/appointment/${id}/cancel/`, { retry: 0 }).json(),
    ),

  /**
   * `POST /cabinet/appointment/` without an id, `PUT /cabinet/appointment/{id}/` with one
   * (spec 7.5); a taken hour (409) is the answer 'conflict'.
   */
  save: async ({ id, method, body }: SaveAppointmentInput): Promise<SaveAppointmentOutcome> => {
    const path = id === null ? 'cabinet/appointment/' : `cabinet/appointment/${id}/`;
    const response = await api(path, {
      method,
      json: body,
      throwHttpErrors: false,
      retry: 0,
    });
    if (await isConflict(response)) return 'conflict';
    if (!response.ok) throw new Error(`appointment save: ${response.status}`);
    appointmentSchema.parse(await response.json());
    return 'saved';
  },

  /**
   * `PATCH /{lang}/accounts/user_profile/{profileId}/` with `auto_confirm_requests` only
   * (multipart, like the page editor's save): answers the value the profile now has.
   */
  saveAutoConfirm: async (profileId: number, language: Language, enabled: boolean) => {
    const form = new FormData();
    form.append('auto_confirm_requests', String(enabled));
    const response = await api.patch(`${language}/accounts/user_profile/${profileId}/`, {
      body: form,
      retry: 0,
    });
    return profileSchema.parse(await response.json()).auto_confirm_requests ?? enabled;
  },
};
