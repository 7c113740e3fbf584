import {
  faqBodySchema,
  heroSlideBodySchema,
  heroSlideCreateSchema,
  reviewBodySchema,
  reviewCreateSchema,
} from '@academy/contract/back-office/home-content';
import type { StaffActionValues } from '@academy/machines';
import {
  flatTranslated,
  HomeContentFormDialog,
  type HomeContentKind,
  HomeContentView,
  nameIn,
  translatedOf,
} from '@academy/ui/back-office';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { adminHomeContent as api } from '../../api/admin-home-content';
import { useRefetchPage } from '../../app/refetch-page';
import { checked } from './checked';
import { listLoad } from './list-state';
import { RecordDeletion } from './record-deletion';
import { FormImage } from './taxonomy-form-image';
import { imageIdOf, orderedLoad, useRecordEditing } from './taxonomy-records';

/** Home's content (issue 27): the hero slides, the reviews and the FAQ, each in Home's order. */
export async function loader() {
  const [slides, reviews, faq] = await Promise.all([
    listLoad('admin/hero-slides', api.slides()),
    listLoad('admin/review-slides', api.reviews()),
    listLoad('admin/faq-items', api.faq()),
  ]);
  return { slides, reviews, faq };
}

/** A record form's save: which record (`kind`), new or edited (`verb`, `id`), its values. */
function save(values: StaffActionValues) {
  const id = Number(values.id);
  const edit = values.verb === 'edit';
  const image_id = imageIdOf(values.image_id) ?? undefined;
  switch (values.kind as HomeContentKind) {
    case 'slide': {
      const body = {
        title: translatedOf(values, 'title'),
        description: translatedOf(values, 'description'),
        button_name: translatedOf(values, 'button_name'),
        button_link: values.button_link ?? '',
        button_is_active: values.button_is_active === 'true',
        image_id,
      };
      return edit
        ? checked(heroSlideBodySchema, body, (checkedBody) => api.updateSlide(id, checkedBody))
        : checked(heroSlideCreateSchema, body, api.createSlide);
    }
    case 'review': {
      const body = {
        name: values.name ?? '',
        profession: translatedOf(values, 'profession'),
        text: translatedOf(values, 'text'),
        rating: Number(values.rating),
        image_id,
      };
      return edit
        ? checked(reviewBodySchema, body, (checkedBody) => api.updateReview(id, checkedBody))
        : checked(reviewCreateSchema, body, api.createReview);
    }
    case 'faq': {
      const body = {
        name: translatedOf(values, 'name'),
        description: translatedOf(values, 'description'),
      };
      return checked(faqBodySchema, body, (checkedBody) =>
        edit ? api.updateFaq(id, checkedBody) : api.createFaq(checkedBody),
      );
    }
  }
}

const REMOVE = { slide: api.deleteSlide, review: api.deleteReview, faq: api.deleteFaq } as const;
const REORDER = {
  slide: api.reorderSlides,
  review: api.reorderReviews,
  faq: api.reorderFaq,
} as const satisfies Record<HomeContentKind, unknown>;

/** A record's form values: its texts by language and its own fields as strings. */
const NEW: Record<HomeContentKind, StaffActionValues> = {
  slide: {
    button_link: '',
    button_is_active: 'false',
    ...flatTranslated('title'),
    ...flatTranslated('description'),
    ...flatTranslated('button_name'),
  },
  review: { name: '', rating: '5', ...flatTranslated('profession'), ...flatTranslated('text') },
  faq: { ...flatTranslated('name'), ...flatTranslated('description') },
};

export function Page() {
  const data = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const refetch = useRefetchPage();
  const { form, deletion, order } = useRecordEditing<HomeContentKind>({
    what: 'admin/home-content',
    save,
    remove: (values) => REMOVE[values.kind as HomeContentKind](Number(values.id)),
    reorder: (kind, ids) => REORDER[kind](ids),
  });
  const rows = {
    slide: data.slides.state === 'ready' ? data.slides.data : [],
    review: data.reviews.state === 'ready' ? data.reviews.data : [],
    faq: data.faq.state === 'ready' ? data.faq.data : [],
  };
  const slide = (id: number) => rows.slide.find((record) => record.id === id);
  const review = (id: number) => rows.review.find((record) => record.id === id);
  const valuesOf = (kind: HomeContentKind, id: number): StaffActionValues | undefined => {
    const language = i18n.language;
    if (kind === 'slide') {
      const record = slide(id);
      return (
        record && {
          label: nameIn(record.title, language),
          button_link: record.button_link,
          button_is_active: String(record.button_is_active),
          ...flatTranslated('title', record.title),
          ...flatTranslated('description', record.description),
          ...flatTranslated('button_name', record.button_name),
        }
      );
    }
    if (kind === 'review') {
      const record = review(id);
      return (
        record && {
          label: record.name,
          name: record.name,
          rating: String(record.rating),
          ...flatTranslated('profession', record.profession),
          ...flatTranslated('text', record.text),
        }
      );
    }
    const record = rows.faq.find((item) => item.id === id);
    return (
      record && {
        label: nameIn(record.name, language),
        ...flatTranslated('name', record.name),
        ...flatTranslated('description', record.description),
      }
    );
  };
  const edited = Number(form.action.values.id);
  const picture =
    form.action.values.kind === 'slide'
      ? (slide(edited)?.image_tablet_thumbnail ?? null)
      : form.action.values.kind === 'review'
        ? (review(edited)?.image ?? null)
        : null;
  return (
    <HomeContentView
      slides={orderedLoad(data.slides, (list) => order.ordered('slide', list))}
      reviews={orderedLoad(data.reviews, (list) => order.ordered('review', list))}
      faq={orderedLoad(data.faq, (list) => order.ordered('faq', list))}
      onCreate={(kind) => form.open({ kind, verb: 'create', ...NEW[kind] })}
      onEdit={(kind, id) => {
        const values = valuesOf(kind, id);
        if (values) form.open({ ...values, kind, verb: 'edit', id: String(id) });
      }}
      onDelete={(kind, id) =>
        deletion.open({ kind, id: String(id), label: valuesOf(kind, id)?.label ?? '' })
      }
      onReorder={(kind, ids) => void order.reorder(kind, ids)}
      reorder={order.status}
      onRetry={() => void refetch()}
    >
      <FormImage
        key={form.session}
        purpose={form.action.values.kind === 'review' ? 'review_photo' : 'hero_slide'}
        current={picture}
        onImage={(value) => form.change('image_id', value)}
      >
        {(image) => (
          <HomeContentFormDialog
            action={form.action}
            image={form.action.values.kind === 'faq' ? undefined : image}
            onChange={form.change}
            onConfirm={form.confirm}
            onCancel={form.cancel}
          />
        )}
      </FormImage>
      <RecordDeletion deletion={deletion} />
    </HomeContentView>
  );
}
