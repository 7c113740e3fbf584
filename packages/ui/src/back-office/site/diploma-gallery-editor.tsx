import type { Diploma } from '@academy/contract/back-office/site';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { ImageField, type ImageFieldBinding } from '../images';

export interface DiplomaGalleryEditorProps {
  diplomas: readonly Diploma[];
  /**
   * The next diploma's upload (`author_diploma`): once the picture is uploaded the page adds it
   * to the gallery.
   */
  add: ImageFieldBinding;
  /** Adding the uploaded diploma to the gallery is under way. */
  adding?: boolean;
  /** Why adding it failed, translated. */
  error?: string | null;
  onRemove: (diploma: Diploma) => void;
  disabled?: boolean;
}

/**
 * The author's diploma gallery as the public author page shows it, oldest first: each diploma's
 * thumbnail with a remove button, and an upload that adds the next one at the end.
 */
export function DiplomaGalleryEditor({
  diplomas,
  add,
  adding = false,
  error,
  onRemove,
  disabled = false,
}: DiplomaGalleryEditorProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <section
      data-slot="diploma-gallery-editor"
      data-state={adding ? 'adding' : error ? 'failure' : 'idle'}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t('adminSite.gallery.heading')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('adminSite.gallery.hint')}</p>
      </div>
      {diplomas.length === 0 ? (
        <p className="text-muted-foreground">{t('adminSite.gallery.empty')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {diplomas.map((diploma, index) => (
            <li key={diploma.id} className="bg-card flex flex-col gap-2 rounded-md border p-2">
              <img
                src={diploma.image_thumbnail}
                alt={t('adminSite.gallery.diploma', { number: index + 1 })}
                loading="lazy"
                className="aspect-[3/4] w-full rounded object-cover"
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => onRemove(diploma)}
              >
                <Trash2Icon aria-hidden />
                <span className="sr-only">
                  {t('adminSite.gallery.remove', { number: index + 1 })}
                </span>
                <span aria-hidden>{t('adminSite.gallery.removeConfirm')}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ImageField
        {...add}
        label={t('adminSite.gallery.add')}
        removable={false}
        aspect="3 / 4"
        disabled={disabled || adding}
      />
      <p role="status" className="text-muted-foreground text-sm">
        {adding ? t('adminSite.gallery.adding') : ''}
      </p>
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
