import { COURSE_PREVIEW_SECONDS } from '@academy/contract/back-office/courses';
import type { Config } from '../config';
import { hasValidSignature, sign } from './signing';

/**
 * The preview of a course's public page before it is published (issue 27): a link to the page
 * with a signed token (`?preview=<course>.<expiry>.<signature>`) that staff get from the back
 * office. With it the server draws that one course's page though unpublished: never kept in the
 * page cache, `noindex`, and only until the token expires.
 */

const message = (courseId: number, expires: number) => `course-preview:${courseId}:${expires}`;

/** A token for the course, valid COURSE_PREVIEW_SECONDS from `now`. */
export function coursePreviewToken(config: Config, courseId: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + COURSE_PREVIEW_SECONDS;
  return {
    token: `${courseId}.${expires}.${sign(config, message(courseId, expires))}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** The course a token previews; null for a forged, malformed or expired one. */
export function previewedCourse(config: Config, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const courseId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now) return null;
  return hasValidSignature(config, message(courseId, expires), match[3] ?? '') ? courseId : null;
}
