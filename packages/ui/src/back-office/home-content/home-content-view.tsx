import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader, StatusBadge } from '../shell';
import type { Loadable } from '../table';
import { nameIn } from '../taxonomy/record-form-values';
import { RecordList } from '../taxonomy/record-list';
import type { FaqRow, HeroSlideRow, HomeContentKind, ReviewRow } from './home-content-types';

export interface HomeContentViewProps {
  slides: Loadable<readonly HeroSlideRow[]>;
  reviews: Loadable<readonly ReviewRow[]>;
  faq: Loadable<readonly FaqRow[]>;
  onCreate: (kind: HomeContentKind) => void;
  onEdit: (kind: HomeContentKind, id: number) => void;
  onDelete: (kind: HomeContentKind, id: number) => void;
  /** A list's new order, after a drop or a move. */
  onReorder: (kind: HomeContentKind, ids: number[]) => void;
  /** The list whose new order is being saved, or whose last one failed. */
  reorder?: { list: HomeContentKind; state: 'saving' | 'failed' } | null;
  onRetry: () => void;
  /** The page's dialogs (a record's form, a delete). */
  children?: ReactNode;
}

const rowsOf = <T,>(list: Loadable<readonly T[]>) => (list.state === 'ready' ? list.data : []);

/** Rich text's words alone, for a list's line. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Home's content (issue 27): the hero slides, the reviews and the FAQ, each in the order Home
 * shows them (drag and drop, or the move buttons), each record edited in a dialog.
 */
export function HomeContentView(props: HomeContentViewProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const list = (kind: HomeContentKind, loadable: Loadable<unknown>) => {
    const section = kind === 'slide' ? 'slides' : kind === 'review' ? 'reviews' : 'faq';
    return {
      title: t(`adminHomeContent.${section}.title`),
      description: t(`adminHomeContent.${section}.description`),
      addLabel: t(`adminHomeContent.${section}.add`),
      emptyText: t(`adminHomeContent.${section}.empty`),
      listLabel: t(`adminHomeContent.${section}.list`),
      onAdd: () => props.onCreate(kind),
      onEdit: (id: number) => props.onEdit(kind, id),
      onDelete: (id: number) => props.onDelete(kind, id),
      onReorder: (ids: number[]) => props.onReorder(kind, ids),
      reordering: props.reorder?.list === kind && props.reorder.state === 'saving',
      reorderFailed: props.reorder?.list === kind && props.reorder.state === 'failed',
      failed: loadable.state === 'error',
      onRetry: props.onRetry,
    };
  };
  return (
    <div data-slot="home-content-view" className="flex flex-col gap-10">
      <AdminPageHeader
        title={t('adminHomeContent.page.title')}
        description={t('adminHomeContent.page.description')}
      />
      <RecordList
        {...list('slide', props.slides)}
        rows={rowsOf(props.slides).map((slide) => ({
          id: slide.id,
          label: nameIn(slide.title, language),
          picture: slide.image_mobile_thumbnail,
          meta: nameIn(slide.description, language),
          badge: (
            <StatusBadge tone={slide.button_is_active ? 'success' : 'neutral'}>
              {t(`adminHomeContent.slides.${slide.button_is_active ? 'buttonOn' : 'buttonOff'}`)}
            </StatusBadge>
          ),
        }))}
      />
      <RecordList
        {...list('review', props.reviews)}
        rows={rowsOf(props.reviews).map((review) => ({
          id: review.id,
          label: review.name,
          picture: review.image,
          meta: [
            nameIn(review.profession, language),
            t('adminHomeContent.reviews.ratingValue', { count: review.rating }),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <RecordList
        {...list('faq', props.faq)}
        rows={rowsOf(props.faq).map((item) => ({
          id: item.id,
          label: nameIn(item.name, language),
          meta: plain(nameIn(item.description, language)).slice(0, 140),
        }))}
      />
      {props.children}
    </div>
  );
}
