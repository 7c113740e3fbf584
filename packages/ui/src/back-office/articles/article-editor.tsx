import { SLUG_MAX, suggestSlug } from '@academy/contract/back-office/articles';
import { WandSparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/form-fields/form-fields';
import type { ImageFieldBinding } from '../images';
import type { AdminArticle } from './articles-types';
import { EditorFrame } from './editor-frame';
import { CoverAndDraft, type EditorCommonProps, EditorTexts } from './editor-parts';
import { useFieldProps } from './use-field-props';

export interface ArticleEditorProps extends EditorCommonProps {
  article: AdminArticle;
  /** The cover's upload flow, bound by the page (`useImageUpload`). */
  cover: ImageFieldBinding;
}

/**
 * A blog article's editor: its title, excerpt and body in the five languages (rich text in the
 * kit's editor), its address (offered from the Romanian title), its cover, its publication
 * moment (a later one schedules it) and whether it stays a draft.
 */
export function ArticleEditor({ article, cover, ...common }: ArticleEditorProps) {
  const { t } = useTranslation('ui');
  const { values, onChange } = common.form;
  const fields = useFieldProps(values, common.form.fieldErrors, onChange);
  return (
    <EditorFrame
      {...common}
      slot="article-editor"
      title={article.title.ro}
      status={article.status}
      backLabel={t('adminArticles.articles.back')}
    >
      <EditorTexts names={['title', 'excerpt', 'body']} form={common.form} errors={fields.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <TextField
            {...fields.text('slug')}
            label={t('adminArticles.editor.slug')}
            hint={t('adminArticles.editor.slugHint')}
            maxLength={SLUG_MAX}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => onChange('slug', suggestSlug(values['title.ro'] ?? ''))}
          >
            <WandSparklesIcon aria-hidden="true" />
            {t('adminArticles.editor.suggestSlug')}
          </Button>
        </div>
        <TextField
          {...fields.text('published_at')}
          type="datetime-local"
          label={t('adminArticles.editor.publishedAt')}
          hint={t('adminArticles.editor.publishedAtHint')}
        />
      </div>
      <CoverAndDraft cover={cover} form={common.form} error={fields.error('image_id')} />
    </EditorFrame>
  );
}
