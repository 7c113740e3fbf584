import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { imageBinding } from '../images/image-field.fixtures';
import type { BrandRow, CourseCategoryRow, ShopCategoryRow } from './record-types';

/* Stories only: the taxonomy as the back office's calls answer it. */

export const text = (ro: string, ru = '', en = ''): TranslatedText => ({
  ro,
  ru,
  en,
  fr: '',
  es: '',
});

const module = (id: number, categoryId: number, name: TranslatedText, courses: number) => ({
  id,
  category_id: categoryId,
  name,
  position: id,
  courses,
});

export const categoriesFixture: CourseCategoryRow[] = [
  {
    id: 3,
    slug: 'cosmetology',
    name: text('Cosmetologie', 'Косметология', 'Cosmetology'),
    position: 0,
    fixed: true,
    courses: 6,
    modules: [
      module(1, 3, text('Îngrijire de bază', 'Базовый уход', 'Basic care'), 4),
      module(2, 3, text('Peelinguri', 'Пилинги', 'Peels'), 2),
    ],
  },
  {
    id: 4,
    slug: 'medicine',
    name: text('Medicină estetică', 'Эстетическая медицина'),
    position: 1,
    fixed: true,
    courses: 3,
    modules: [],
  },
  {
    id: 11,
    slug: 'trichology',
    name: text('Tricologie'),
    position: 2,
    fixed: false,
    courses: 0,
    modules: [module(9, 11, text('Diagnostic'), 0)],
  },
];

export const shopCategoriesFixture: ShopCategoryRow[] = [
  { id: 1, name: text('Creme', 'Кремы', 'Creams'), products: 12 },
  { id: 2, name: text('Seruri', 'Сыворотки', 'Serums'), products: 0 },
];

export const brandsFixture: BrandRow[] = [
  { id: 1, name: text('Dermalogica Pro'), image: '/demo/catalogue/logo-1.svg', products: 8 },
  { id: 2, name: text('Mesoline'), image: '/demo/catalogue/logo-2.svg', products: 3 },
  { id: 3, name: text('Skin Lab'), image: null, products: 0 },
];

/** An image field at rest, showing `url` (or nothing). */
export const imageFieldFixture = (url: string | null) =>
  imageBinding(url, { width: 400, height: 200 });
