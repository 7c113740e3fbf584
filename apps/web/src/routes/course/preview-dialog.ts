/** The free lesson's dialog on its own, for the course page to load when first asked (free-preview.tsx). */
export { CoursePreviewDialog } from '@academy/ui';
