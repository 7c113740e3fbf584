import { emptyTranslatedText, type TranslatedText } from '@academy/contract/back-office/authoring';
import { fn } from 'storybook/test';
import { imageBinding } from '../images/image-field.fixtures';
import {
  articleFormValues,
  promotionFormValues,
  usefulInfoFormValues,
} from './article-form-values';
import type {
  AdminArticle,
  AdminPromotion,
  AdminUsefulInfo,
  ArticleRow,
  EditorForm,
  PromotionRow,
  UsefulInfoRow,
} from './articles-types';

/* Stories only: the area's records as the server answers them. */

const text = (given: Partial<TranslatedText>): TranslatedText => ({
  ...emptyTranslatedText(),
  ...given,
});

export const COVER_URL = '/media/images/demo/image.webp';

export const articleRowsFixture: ArticleRow[] = [
  {
    id: 12,
    slug: 'ingrijirea-pielii-iarna',
    title: 'Îngrijirea pielii iarna',
    image: '',
    published_at: '2026-12-15T09:00:00.000Z',
    status: 'scheduled',
  },
  {
    id: 11,
    slug: 'mezoterapia-pe-scurt',
    title: 'Mezoterapia pe scurt',
    image: COVER_URL,
    published_at: '2026-11-20T08:30:00.000Z',
    status: 'published',
  },
  {
    id: 10,
    slug: 'ciorna-fara-titlu',
    title: '',
    image: '',
    published_at: '2026-11-18T10:00:00.000Z',
    status: 'draft',
  },
];

export const promotionRowsFixture: PromotionRow[] = [
  {
    id: 4,
    title: 'Reducere de iarnă',
    image: COVER_URL,
    discount: 20,
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: '2026-12-31T21:59:00.000Z',
    status: 'scheduled',
  },
  {
    id: 3,
    title: 'Curs de bază −15 %',
    image: COVER_URL,
    discount: 15,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: null,
    status: 'published',
  },
  {
    id: 2,
    title: 'Black Friday',
    image: COVER_URL,
    discount: 30,
    starts_at: '2025-11-25T00:00:00.000Z',
    ends_at: '2025-11-30T21:59:00.000Z',
    status: 'ended',
  },
];

export const usefulInfoRowsFixture: UsefulInfoRow[] = [
  { id: 1, title: 'Cum accesați cursurile', image: null },
  { id: 2, title: 'Certificatele și diplomele', image: COVER_URL },
  { id: 3, title: 'Plata în rate', image: null },
];

export const articleFixture: AdminArticle = {
  id: 11,
  slug: 'mezoterapia-pe-scurt',
  title: text({ ro: 'Mezoterapia pe scurt', ru: 'Мезотерапия вкратце' }),
  excerpt: text({ ro: 'Ce este, cui i se potrivește și ce rezultate aduce.' }),
  body: text({ ro: '<h2>Ce este</h2><p>O tehnică de <strong>micro-injectare</strong>.</p>' }),
  image: COVER_URL,
  published_at: '2026-11-20T08:30:00.000Z',
  draft: false,
  status: 'published',
};

export const promotionFixture: AdminPromotion = {
  id: 4,
  title: text({ ro: 'Reducere de iarnă', ru: 'Зимняя скидка' }),
  description: text({ ro: 'Toate cursurile de bază cu 20 % mai ieftin.' }),
  body: text({ ro: '<p>Oferta este valabilă până la sfârșitul lunii.</p>' }),
  image: COVER_URL,
  discount: 20,
  course_id: 1,
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2026-12-31T21:59:00.000Z',
  draft: false,
  status: 'scheduled',
};

export const usefulInfoFixture: AdminUsefulInfo = {
  id: 2,
  title: text({ ro: 'Certificatele și diplomele' }),
  body: text({ ro: '<p>Certificatul se emite după ultima lecție.</p>' }),
  image: null,
  position: 1,
};

/** An editor's form at rest on `values`, each callback its own spy. */
export const editorFormOf = (
  values: Readonly<Record<string, string>>,
  patch: Partial<EditorForm> = {},
): EditorForm => ({
  values,
  fieldErrors: {},
  state: 'editing',
  errorKey: null,
  onChange: fn(),
  onSave: fn(),
  ...patch,
});

export const articleFormFixture = () => editorFormOf(articleFormValues(articleFixture));
export const promotionFormFixture = () => editorFormOf(promotionFormValues(promotionFixture));
export const usefulInfoFormFixture = () => editorFormOf(usefulInfoFormValues(usefulInfoFixture));

/** An image field at rest on `url` (or empty), as the upload flow binds it. */
export const pictureBinding = (url: string | null) =>
  imageBinding(url, { width: 1200, height: 800 });
