import {
  certificateSchema,
  profileSchema,
  userWithProfileSchema,
  workSlideSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type {
  MyPagePayload,
  WorkSlideCreatePayload,
  WorkSlideUpdatePayload,
} from '@academy/machines';
import { api } from './client';

/** `GET /{lang}/accounts/users/{id}/` (spec 7.1) for the owner: with `my_page_available`. */
export async function loadOwnProfile(userId: number, language: Language) {
  return userWithProfileSchema.parse(await api.get(`${language}/accounts/users/${userId}/`).json())
    .profile;
}

/** Form data of the text fields and the files (a file only when one is given). */
function formOf(fields: Record<string, string | number | boolean | Blob | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

const asBlob = (file: unknown): Blob | undefined => (file instanceof Blob ? file : undefined);

/**
 * `PATCH /{lang}/accounts/user_profile/{id}/` multipart (spec 7.1): the avatar only when a new
 * one was chosen; `landing_page_is_active` only when the machine put it in (editor unlocked).
 */
export async function saveProfile(profileId: number, language: Language, payload: MyPagePayload) {
  const { image, ...fields } = payload;
  const response = await api.patch(`${language}/accounts/user_profile/${profileId}/`, {
    body: formOf({ ...fields, image: asBlob(image) }),
    retry: 0,
    timeout: 120_000,
  });
  return profileSchema.parse(await response.json());
}

/** `PATCH /accounts/certificates_and_diplomas/{id}/` `{ show }` (spec 7.2). */
export async function saveCertificateShow(id: number, show: boolean) {
  const response = await api.patch(`accounts/certificates_and_diplomas/${id}/`, {
    json: { show },
    retry: 0,
  });
  return certificateSchema.parse(await response.json());
}

/** `POST /accounts/slide_after_before/` multipart (spec 7.2): a new work slide. */
export async function createSlide(input: WorkSlideCreatePayload) {
  const response = await api.post('accounts/slide_after_before/', {
    body: formOf({ ...input, image: asBlob(input.image) }),
    retry: 0,
    timeout: 120_000,
  });
  return workSlideSchema.parse(await response.json());
}

/** `PATCH /accounts/slide_after_before/{id}/` multipart: the image only when a new one was chosen. */
export async function updateSlide({ id, image, ...fields }: WorkSlideUpdatePayload) {
  const response = await api.patch(`accounts/slide_after_before/${id}/`, {
    body: formOf({ ...fields, image: asBlob(image) }),
    retry: 0,
    timeout: 120_000,
  });
  return workSlideSchema.parse(await response.json());
}

/** `DELETE /accounts/slide_after_before/{id}/` (spec 7.2): 204. */
export async function deleteSlide(id: number) {
  await api.delete(`accounts/slide_after_before/${id}/`, { retry: 0 });
}
