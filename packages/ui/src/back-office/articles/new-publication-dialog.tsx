import { SLUG_MAX, suggestSlug } from '@academy/contract/back-office/articles';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { StaffActionView } from './articles-types';
import { useFieldProps } from './use-field-props';

export interface NewPublicationDialogProps {
  /** What is created: an article also takes its address, suggested from its title. */
  kind: 'article' | 'promotion' | 'usefulInfo';
  /** The staff-action flow's dialog: `title.ro` (and `slug`), and the refused fields. */
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A new record from the few fields it needs (its Romanian title; an article its address too,
 * offered from the title until the editor types one): created as a draft, opened in its editor.
 */
export function NewPublicationDialog({
  kind,
  action,
  onChange,
  onConfirm,
  onCancel,
}: NewPublicationDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const { values } = action;
  const { text } = useFieldProps(values, action.fieldErrors, onChange);
  const title = text('title.ro');
  return (
    <ConfirmActionDialog
      slot="new-publication-dialog"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`adminArticles.create.${kind}.title`)}
      description={t(`adminArticles.create.${kind}.description`)}
      confirmLabel={t('adminArticles.create.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    >
      <TextField
        {...title}
        onValueChange={(value) => {
          title.onValueChange(value);
          if (kind === 'article' && values.slug_typed !== 'true')
            onChange('slug', suggestSlug(value));
        }}
        label={t('adminArticles.create.titleLabel')}
        hint={t('adminArticles.create.titleHint')}
        autoComplete="off"
      />
      {kind === 'article' ? (
        <TextField
          {...text('slug')}
          onValueChange={(value) => {
            onChange('slug', value);
            onChange('slug_typed', 'true');
          }}
          label={t('adminArticles.editor.slug')}
          hint={t('adminArticles.editor.slugHint')}
          maxLength={SLUG_MAX}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
    </ConfirmActionDialog>
  );
}
