import { WORK_SLIDES_RELOAD_AT } from '../constants';

/** Structurally a browser `File`. */
export interface WorkSlideFile {
  name: string;
  type: string;
}

/** A work slide as the profile lists it (spec 3). */
export interface WorkSlide {
  id: number;
  title: string;
  description: string;
  image: string | null;
}

export interface WorkSlideDraft {
  title: string;
  description: string;
  /** A newly chosen image file; null keeps the current image. */
  file: WorkSlideFile | null;
}

/** `POST /accounts/slide_after_before/` (spec 7.2). */
export interface WorkSlideCreatePayload {
  user: number;
  title: string;
  description: string;
  image: WorkSlideFile;
}

/** `PATCH /accounts/slide_after_before/{id}/` (spec 7.2): the image only when a new one was chosen. */
export interface WorkSlideUpdatePayload {
  id: number;
  title: string;
  description: string;
  image?: WorkSlideFile;
}

export function hasWorkSlideTitle(draft: WorkSlideDraft): boolean {
  return draft.title.trim() !== '';
}

/** A new slide also needs a description and an image; without them nothing is saved, silently. */
export function isWorkSlideComplete(draft: WorkSlideDraft): boolean {
  return hasWorkSlideTitle(draft) && draft.description.trim() !== '' && draft.file !== null;
}

/**
 * Spec 4, Work modal: when the slider has 3 items after adding the third slide, the page
 * reloads (the carousel shows 3 at once and is rebuilt from scratch).
 */
export function shouldReloadAfterAdd(countAfterAdd: number): boolean {
  return countAfterAdd === WORK_SLIDES_RELOAD_AT;
}

export function buildWorkSlideUpdate(id: number, draft: WorkSlideDraft): WorkSlideUpdatePayload {
  const payload: WorkSlideUpdatePayload = {
    id,
    title: draft.title,
    description: draft.description,
  };
  if (draft.file !== null) payload.image = draft.file;
  return payload;
}
