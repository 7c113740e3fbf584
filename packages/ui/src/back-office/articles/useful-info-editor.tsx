import { useTranslation } from 'react-i18next';
import type { ImageFieldBinding } from '../images';
import type { AdminUsefulInfo } from './articles-types';
import { EditorFrame } from './editor-frame';
import { type EditorCommonProps, EditorPicture, EditorTexts } from './editor-parts';
import { useFieldProps } from './use-field-props';

export interface UsefulInfoEditorProps extends Omit<EditorCommonProps, 'viewHref'> {
  entry: AdminUsefulInfo;
  /** The picture's upload flow (removable), bound by the page (`useImageUpload`). */
  picture: ImageFieldBinding;
}

/** A useful info entry's editor (members read it): its title and body in five languages, its picture. */
export function UsefulInfoEditor({ entry, picture, ...common }: UsefulInfoEditorProps) {
  const { t } = useTranslation('ui');
  const fields = useFieldProps(common.form.values, common.form.fieldErrors, common.form.onChange);
  return (
    <EditorFrame
      {...common}
      slot="useful-info-editor"
      title={entry.title.ro}
      backLabel={t('adminArticles.useful.back')}
    >
      <EditorTexts names={['title', 'body']} form={common.form} errors={fields.errors} />
      <EditorPicture
        binding={picture}
        label={t('adminArticles.editor.picture')}
        removable
        error={fields.error('image_id')}
      />
    </EditorFrame>
  );
}
