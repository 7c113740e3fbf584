export { HomeContentFormDialog, type HomeContentFormDialogProps } from './home-content-form-dialog';
export type { FaqRow, HeroSlideRow, HomeContentKind, ReviewRow } from './home-content-types';
export { HomeContentView, type HomeContentViewProps } from './home-content-view';
