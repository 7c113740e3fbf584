import { accountsEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  MyPagePayload,
  WorkSlideCreatePayload,
  WorkSlideUpdatePayload,
} from '@academy/machines';
import { call } from './call';
import { refusingFields } from './field-refusal';

/** An upload is sent once (no retry of a half-sent file) and may take two minutes. */
const UPLOAD = { retry: 0, timeout: 120_000 };

/** `GET /{lang}/accounts/users/{id}/` (spec 7.1) for the owner: with `my_page_available`. */
export async function loadOwnProfile(userId: number, language: Language) {
  return (await call(accountsEndpoints.user, { params: { lang: language, id: userId } })).profile;
}

/**
 * The machines' file is structurally a `File` (the file input's); only a real one is sent, and
 * `call` leaves an undefined field out of the multipart body.
 */
const asFile = (file: unknown): File | undefined => (file instanceof File ? file : undefined);

/**
 * `PATCH /{lang}/accounts/user_profile/{id}/` multipart (spec 7.1): the avatar only when a new
 * one was chosen; `landing_page_is_active` only when the machine put it in (editor unlocked). A
 * refused photo rejects as a `FieldRefusal` of `image` (said at the photo).
 */
export async function saveProfile(profileId: number, language: Language, payload: MyPagePayload) {
  const { image, ...fields } = payload;
  return refusingFields(
    call(accountsEndpoints.updateProfile, {
      params: { lang: language, id: profileId },
      body: { ...fields, image: asFile(image) },
      options: UPLOAD,
    }),
  );
}

/** `PATCH /accounts/certificates_and_diplomas/{id}/` `{ show }` (spec 7.2). */
export async function saveCertificateShow(id: number, show: boolean) {
  return call(accountsEndpoints.updateCertificate, {
    params: { id },
    body: { show },
    options: { retry: 0 },
  });
}

/**
 * `POST /accounts/slide_after_before/` multipart (spec 7.2): a new work slide. A refused file
 * rejects as a `FieldRefusal` of `image`, as does an edit's.
 */
export async function createSlide(input: WorkSlideCreatePayload) {
  return refusingFields(
    call(accountsEndpoints.addSlide, {
      // Without a file the server refuses the image (400), said at the field as any refused file.
      body: { ...input, image: asFile(input.image) as File },
      options: UPLOAD,
    }),
  );
}

/** `PATCH /accounts/slide_after_before/{id}/` multipart: the image only when a new one was chosen. */
export async function updateSlide({ id, image, ...fields }: WorkSlideUpdatePayload) {
  return refusingFields(
    call(accountsEndpoints.updateSlide, {
      params: { id },
      body: { ...fields, image: asFile(image) },
      options: UPLOAD,
    }),
  );
}

/** `DELETE /accounts/slide_after_before/{id}/` (spec 7.2): 204. */
export async function deleteSlide(id: number) {
  await call(accountsEndpoints.deleteSlide, { params: { id }, options: { retry: 0 } });
}
