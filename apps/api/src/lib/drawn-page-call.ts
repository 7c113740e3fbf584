import type { Context } from 'hono';
import type { CacheTag } from './response-cache';

/**
 * One in-process API call of a page drawn on the server (server-pages.ts passes it as the call's
 * environment, which no request from outside can set): the data areas its answer was built
 * from, so the page is kept only until one of those changes.
 */
export interface DrawnPageCall {
  tags: Set<CacheTag>;
  /**
   * The course a staff preview link draws (lib/course-preview.ts): its detail answers though
   * unpublished, built for this call and never cached.
   */
  previewCourseId?: number;
}

/** The call's record when a page drawn on the server made it, else null (a request from outside). */
export function drawnPageCall(c: Context): DrawnPageCall | null {
  const env = c.env as { drawnPage?: DrawnPageCall } | undefined;
  return env?.drawnPage ?? null;
}
