import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell/confirm-action-dialog';
import type { StaffActionView } from './course-content-types';

/** The dialogs of a course's content, each with its texts under `adminCourseContent.dialogs`. */
export type ContentDialogKind =
  | 'chapterCreate'
  | 'chapterRename'
  | 'chapterDelete'
  | 'videoCreate'
  | 'videoEdit'
  | 'videoDelete'
  | 'videoCaptions'
  | 'protocolCreate'
  | 'protocolDelete'
  | 'bannerCreate'
  | 'bannerDelete';

export interface ContentDialogProps {
  kind: ContentDialogKind;
  /** The staff-action flow's dialog (open, state, values, refusals). */
  action: StaffActionView;
  onConfirm: () => void;
  onCancel: () => void;
  /** The record's name in a delete's title ("Delete the video “Lesson 1”?"). */
  name?: string;
  children?: ReactNode;
}

/** One dialog of a course's content: its title, text and button by kind, the flow's state. */
export function ContentDialog({
  kind,
  action,
  onConfirm,
  onCancel,
  name = '',
  children,
}: ContentDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const key = `adminCourseContent.dialogs.${kind}`;
  const values = { name, title: name, number: name };
  return (
    <ConfirmActionDialog
      slot="content-dialog"
      className={children ? 'flex flex-col overflow-hidden sm:max-w-2xl' : undefined}
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`${key}.title`, values)}
      description={t(`${key}.description`)}
      confirmLabel={t(`${key}.confirm`)}
      tone={kind.endsWith('Delete') ? 'danger' : undefined}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
      fieldsLabel={children ? t(`${key}.title`, values) : undefined}
    >
      {children}
    </ConfirmActionDialog>
  );
}
