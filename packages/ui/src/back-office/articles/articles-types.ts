import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeArticlesEndpoints as endpoints } from '@academy/contract/endpoints';
import type { selectStaffAction } from '@academy/machines';

/** The authoring data, as the contract answers it (types only: no schema). */
export type ArticleRow = AnswerOut<typeof endpoints.articles>['results'][number];
export type PromotionRow = AnswerOut<typeof endpoints.promotions>['results'][number];
export type UsefulInfoRow = AnswerOut<typeof endpoints.usefulInfoEntries>[number];
export type AdminArticle = AnswerOut<typeof endpoints.article>;
export type AdminPromotion = AnswerOut<typeof endpoints.promotion>;
export type AdminUsefulInfo = AnswerOut<typeof endpoints.usefulInfo>;

/** A confirmed action's dialog as the staff-action flow describes it (`selectStaffAction`). */
export type StaffActionView = ReturnType<typeof selectStaffAction>;

/**
 * An editor's save as its page tells it: typing, sending, refused or failed (the flow's
 * `failure`: what was typed stays), or saved (until the next change).
 */
export type EditorSaveState = 'editing' | 'submitting' | 'failure' | 'saved';

/** An editor's form and its save, as every editor view takes them. */
export interface EditorForm {
  /** The form's fields by name, flat: `slug`, `title.ro`, `published_at`… (see form values). */
  values: Readonly<Record<string, string>>;
  /** The refused fields, with the contract's words (the form's own check or the server's). */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  state: EditorSaveState;
  /** The failure's key in the `flows` namespace (`staffAction.checkFields`…), or null. */
  errorKey: string | null;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
}
