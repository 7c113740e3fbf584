import { ABOUT_COLLAPSE_THRESHOLD_PX } from '../constants';

/** Only a text taller than the threshold gets the collapse (spec 9, Layout). */
export function isAboutTextCollapsible(heightPx: number | null): boolean {
  return heightPx !== null && heightPx > ABOUT_COLLAPSE_THRESHOLD_PX;
}
