import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/dialog/dialog';
import { cn } from '../../lib/cn';

/** A diploma of the author (spec 3, Author: gallery_about_author). */
export interface Diploma {
  id: number;
  image: string;
  image_thumbnail?: string | null;
}

/** The author's header fields (spec 3, Author). */
export interface DiplomaGalleryAuthor {
  title: string;
  name: string;
  specialization?: string | null;
  description?: string | null;
}

export interface DiplomaGalleryProps extends ComponentProps<'section'> {
  author: DiplomaGalleryAuthor;
  diplomas: readonly Diploma[];
  /** The diploma shown at first (index), for a story or a deep link; closed when absent. */
  defaultOpenIndex?: number;
}

/** Steps through the list in a circle. */
const wrap = (index: number, count: number) => (index + count) % count;

/** The author page (spec 2.6): who the author is, and the diplomas in a keyboard lightbox. */
export function DiplomaGallery({
  author,
  diplomas,
  defaultOpenIndex,
  className,
  ...props
}: DiplomaGalleryProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex ?? null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = diplomas.length;
  const current = openIndex === null ? undefined : diplomas[openIndex];
  const label = (index: number) => ({ index: index + 1, count, name: author.name });

  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? index : wrap(index + delta, count)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      data-slot="diploma-gallery"
      aria-labelledby={titleId}
      className={cn('max-w-content mx-auto flex w-full flex-col gap-12', className)}
      {...props}
    >
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">
          {author.title}
        </p>
        <h1 id={titleId} className="font-display text-display-lg font-semibold text-balance">
          {author.name}
        </h1>
        {author.specialization ? (
          <p className="text-primary text-lg font-medium">{author.specialization}</p>
        ) : null}
        {author.description ? (
          <p className="text-muted-foreground text-lg leading-relaxed">{author.description}</p>
        ) : null}
      </header>

      <div className="flex flex-col gap-6">
        <h2 className="font-display text-display-sm font-semibold">
          {t('content.diplomas.title')}
        </h2>
        {count === 0 ? (
          <p className="bg-muted/60 text-muted-foreground rounded-xl border border-dashed p-8">
            {t('content.diplomas.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6">
            {diplomas.map((diploma, index) => (
              <li key={diploma.id}>
                <button
                  type="button"
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  aria-label={t('content.diplomas.open', label(index))}
                  aria-haspopup="dialog"
                  onClick={() => setOpenIndex(index)}
                  className={cn(
                    'group bg-surface block aspect-[3/4] w-full cursor-zoom-in overflow-hidden rounded-lg border p-2 shadow-sm',
                    'hover:border-primary/40 transition-[box-shadow,border-color] hover:shadow-md',
                    'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                  )}
                >
                  <img
                    src={diploma.image_thumbnail ?? diploma.image}
                    alt=""
                    loading="lazy"
                    className="size-full rounded-md object-contain transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog open={current !== undefined} onOpenChange={(open) => open || setOpenIndex(null)}>
        {current && openIndex !== null ? (
          <DialogContent
            data-slot="diploma-lightbox"
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            // Focus goes back to the thumbnail of the diploma last shown (the one opened, or reached).
            onCloseAutoFocus={(event) => {
              const thumbnail = thumbnails.current[openIndex];
              if (!thumbnail) return;
              event.preventDefault();
              thumbnail.focus();
            }}
            className="max-w-4xl gap-4 p-4 sm:p-6"
          >
            <DialogTitle className="pr-10 text-xl sm:text-2xl">
              {t('content.diplomas.dialogTitle', { name: author.name })}
            </DialogTitle>
            <div className="bg-muted flex h-[min(70dvh,44rem)] items-center justify-center overflow-hidden rounded-lg">
              <img
                src={current.image}
                alt={t('content.diplomas.alt', label(openIndex))}
                className="max-h-full max-w-full object-contain"
              />
            </div>
            {count > 1 ? (
              <div className="flex items-center justify-between gap-4">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('content.diplomas.previous')}
                  onClick={() => step(-1)}
                >
                  <ChevronLeftIcon className="size-5" aria-hidden="true" />
                </Button>
                <p aria-live="polite" className="text-muted-foreground text-sm tabular-nums">
                  {t('content.diplomas.counter', label(openIndex))}
                </p>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('content.diplomas.next')}
                  onClick={() => step(1)}
                >
                  <ChevronRightIcon className="size-5" aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
