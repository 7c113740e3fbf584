import { APPOINTMENT_CONFLICT, type Appointment, errorResponseSchema } from '@academy/contract';
import { accountsEndpoints, cabinetEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  AppointmentActionOutcome,
  SaveAppointmentInput,
  SaveAppointmentOutcome,
} from '@academy/machines';
import { call, callForOutcome } from './call';

export type { Appointment };

/** The most a specialist's list asks for at once (the contract's `page_size` limit). */
export const APPOINTMENTS_PAGE_SIZE = 500;

/** The 409 of a taken hour, which the calendar answers as 'conflict' rather than failing. */
const isConflict = (answer: { status: number; body: unknown }) =>
  answer.status === 409 &&
  errorResponseSchema.safeParse(answer.body).data?.detail === APPOINTMENT_CONFLICT;

/** The specialist's appointment calls (`/cabinet/appointment/`, spec 7.5 and designed). Token. */
export const appointments = {
  /**
   * `GET /cabinet/appointment/`: the specialist's own appointments by date and time (every
   * status), as many as one page holds.
   */
  list: async (): Promise<Appointment[]> =>
    (await call(cabinetEndpoints.appointments, { query: { page_size: APPOINTMENTS_PAGE_SIZE } }))
      .results,

  /** `POST /cabinet/appointment/{id}/confirm/`; a taken hour (409) is the answer 'conflict'. */
  confirm: async (id: number): Promise<AppointmentActionOutcome> => {
    const answer = await callForOutcome(cabinetEndpoints.confirm, {
      params: { id },
      options: { retry: 0 },
    });
    if (isConflict(answer)) return 'conflict';
    if (answer.status !== 200) throw new Error(`confirm: ${answer.status}`);
    return 'done';
  },

  /** `POST /cabinet/appointment/{id}/cancel/`. */
  cancel: (id: number): Promise<Appointment> =>
    call(cabinetEndpoints.cancel, { params: { id }, options: { retry: 0 } }),

  /**
   * `POST /cabinet/appointment/` without an id, `PUT /cabinet/appointment/{id}/` with one
   * (spec 7.5); a taken hour (409) is the answer 'conflict'.
   */
  save: async ({ id, method, body }: SaveAppointmentInput): Promise<SaveAppointmentOutcome> => {
    const options = { retry: 0 };
    const answer =
      method === 'POST' || id === null
        ? await callForOutcome(cabinetEndpoints.addAppointment, { body, options })
        : await callForOutcome(cabinetEndpoints.replaceAppointment, {
            params: { id },
            body,
            options,
          });
    if (isConflict(answer)) return 'conflict';
    if (answer.status >= 300) throw new Error(`appointment save: ${answer.status}`);
    return 'saved';
  },

  /**
   * `PATCH /{lang}/accounts/user_profile/{profileId}/` with `auto_confirm_requests` only
   * (multipart, like the page editor's save): answers the value the profile now has.
   */
  saveAutoConfirm: async (profileId: number, language: Language, enabled: boolean) => {
    const profile = await call(accountsEndpoints.updateProfile, {
      params: { lang: language, id: profileId },
      body: { auto_confirm_requests: enabled },
      options: { retry: 0 },
    });
    return profile.auto_confirm_requests ?? enabled;
  },
};
