import { localMeasure } from '@academy/contract';
import type { Db } from '../db/client';
import { brands, products, shopCategories, similarProducts } from '../db/schema';
import type { Translated } from '../db/tables/common';
import { fill, inEachLanguage, media, t } from './text';

const CATEGORIES = [
  t('Curățare', 'Очищение', 'Cleansing', 'Nettoyage', 'Limpieza'),
  t('Seruri', 'Сыворотки', 'Serums', 'Sérums', 'Sérums'),
  t('Peelinguri', 'Пилинги', 'Peels', 'Peelings', 'Peelings'),
  t('Măști', 'Маски', 'Masks', 'Masques', 'Mascarillas'),
  t('Protecție solară', 'Солнцезащита', 'Sun care', 'Protection solaire', 'Protección solar'),
  t('Corp', 'Тело', 'Body', 'Corps', 'Cuerpo'),
];
const BRANDS = ['Dermalogica Pro', 'Mesoline', 'Skin Lab', 'Nordic Glow'];

/** [category index, brand index, title, doctor, cosmetolog, MD price (MDL), client price?, image] */
const BASES: [number, number, Translated, boolean, boolean, number, boolean, number][] = [
  [
    0,
    0,
    t(
      'Gel de curățare delicat',
      'Мягкий очищающий гель',
      'Gentle cleansing gel',
      'Gel nettoyant doux',
      'Gel limpiador suave',
    ),
    true,
    true,
    320,
    true,
    1,
  ],
  [
    0,
    2,
    t('Apă micelară', 'Мицеллярная вода', 'Micellar water', 'Eau micellaire', 'Agua micelar'),
    true,
    true,
    260,
    true,
    1,
  ],
  [
    1,
    1,
    t(
      'Ser cu acid hialuronic',
      'Сыворотка с гиалуроновой кислотой',
      'Hyaluronic acid serum',
      "Sérum à l'acide hyaluronique",
      'Sérum de ácido hialurónico',
    ),
    true,
    true,
    690,
    true,
    2,
  ],
  [
    1,
    3,
    t(
      'Ser cu vitamina C 15%',
      'Сыворотка с витамином C 15%',
      'Vitamin C 15% serum',
      'Sérum vitamine C 15 %',
      'Sérum de vitamina C 15 %',
    ),
    true,
    true,
    780,
    true,
    2,
  ],
  [
    1,
    1,
    t(
      'Ser cu peptide',
      'Пептидная сыворотка',
      'Peptide serum',
      'Sérum aux peptides',
      'Sérum de péptidos',
    ),
    true,
    false,
    920,
    false,
    2,
  ],
  [
    2,
    0,
    t(
      'Peeling glicolic 30%',
      'Гликолевый пилинг 30%',
      'Glycolic peel 30%',
      'Peeling glycolique 30 %',
      'Peeling glicólico 30 %',
    ),
    true,
    true,
    850,
    false,
    3,
  ],
  [
    2,
    1,
    t('Peeling TCA 15%', 'ТСА-пилинг 15%', 'TCA peel 15%', 'Peeling TCA 15 %', 'Peeling TCA 15 %'),
    true,
    false,
    1100,
    false,
    3,
  ],
  [
    2,
    2,
    t(
      'Peeling enzimatic',
      'Энзимный пилинг',
      'Enzyme peel',
      'Peeling enzymatique',
      'Peeling enzimático',
    ),
    false,
    true,
    540,
    true,
    3,
  ],
  [
    3,
    2,
    t(
      'Mască alginată',
      'Альгинатная маска',
      'Alginate mask',
      'Masque alginate',
      'Mascarilla de alginato',
    ),
    false,
    true,
    410,
    true,
    4,
  ],
  [
    3,
    3,
    t(
      'Mască calmantă post-procedură',
      'Успокаивающая маска после процедур',
      'Soothing post-procedure mask',
      'Masque apaisant post-soin',
      'Mascarilla calmante post-tratamiento',
    ),
    true,
    true,
    480,
    true,
    4,
  ],
  [
    4,
    3,
    t('Fluid SPF 50', 'Флюид SPF 50', 'SPF 50 fluid', 'Fluide SPF 50', 'Fluido SPF 50'),
    true,
    true,
    560,
    true,
    5,
  ],
  [
    4,
    0,
    t(
      'Cremă nuanțatoare SPF 30',
      'Тонирующий крем SPF 30',
      'Tinted cream SPF 30',
      'Crème teintée SPF 30',
      'Crema con color SPF 30',
    ),
    false,
    true,
    620,
    true,
    5,
  ],
  [
    5,
    2,
    t(
      'Cremă de corp cu uree 10%',
      'Крем для тела с мочевиной 10%',
      'Body cream with urea 10%',
      'Crème corps à l’urée 10 %',
      'Crema corporal con urea 10 %',
    ),
    true,
    true,
    380,
    true,
    6,
  ],
  [
    5,
    1,
    t(
      'Ulei de masaj drenant',
      'Дренажное массажное масло',
      'Draining massage oil',
      'Huile de massage drainante',
      'Aceite de masaje drenante',
    ),
    false,
    true,
    450,
    true,
    6,
  ],
  [
    1,
    0,
    t(
      'Cocktail pentru mezoterapie',
      'Коктейль для мезотерапии',
      'Mesotherapy cocktail',
      'Cocktail de mésothérapie',
      'Cóctel de mesoterapia',
    ),
    true,
    false,
    1350,
    false,
    7,
  ],
  [
    0,
    3,
    t(
      'Spumă enzimatică',
      'Энзимная пенка',
      'Enzyme foam',
      'Mousse enzymatique',
      'Espuma enzimática',
    ),
    true,
    true,
    290,
    true,
    8,
  ],
];

const SHORT = t(
  'Produs profesional pentru cabinet și îngrijire acasă.',
  'Профессиональное средство для кабинета и домашнего ухода.',
  'Professional product for the clinic and home care.',
  'Produit professionnel pour le cabinet et les soins à domicile.',
  'Producto profesional para la cabina y el cuidado en casa.',
);
const DESCRIPTION = t(
  '{title}: formulă concentrată, testată dermatologic, potrivită pentru pielea sensibilă.',
  '{title}: концентрированная формула, дерматологически протестировано, подходит для чувствительной кожи.',
  '{title}: a concentrated formula, dermatologically tested, suitable for sensitive skin.',
  '{title} : une formule concentrée, testée dermatologiquement, adaptée aux peaux sensibles.',
  '{title}: fórmula concentrada, probada dermatológicamente, apta para pieles sensibles.',
);
const USAGE = t(
  'Aplicați pe pielea curată, dimineața și seara. Politica de retur: 14 zile pentru produsele sigilate.',
  'Наносите на чистую кожу утром и вечером. Возврат: 14 дней для запечатанных товаров.',
  'Apply to clean skin morning and evening. Returns: 14 days for sealed products.',
  'Appliquer sur peau propre matin et soir. Retours : 14 jours pour les produits scellés.',
  'Aplicar sobre la piel limpia mañana y noche. Devoluciones: 14 días para productos precintados.',
);
const INGREDIENTS = t(
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
);
const SIZES = [
  { weight: '50 ml', size: '4 × 4 × 12 cm', factor: 1 },
  { weight: '200 ml', size: '6 × 6 × 18 cm', factor: 2.8 },
];
const round = (n: number) => Math.round(n);

export async function seedShop(db: Db) {
  const categoryIds = (
    await db
      .insert(shopCategories)
      .values(CATEGORIES.map((name) => ({ name })))
      .returning()
  ).map((r) => r.id);
  const brandIds = (
    await db
      .insert(brands)
      .values(
        BRANDS.map((name, i) => ({
          name: t(name, name, name, name, name),
          image: media(`brands/brand-${i + 1}.svg`),
        })),
      )
      .returning()
  ).map((r) => r.id);
  const ids: number[] = [];
  for (const [
    b,
    [category, brand, title, doctor, cosmetolog, basePrice, hasClient, image],
  ] of BASES.entries()) {
    for (const [s, size] of SIZES.entries()) {
      const n = b * 2 + s;
      const md = round(basePrice * size.factor);
      const discount = n % 4 === 1 ? 15 : n % 7 === 0 ? 10 : 0;
      const old = discount ? round(md / (1 - discount / 100)) : null;
      const client = hasClient ? round(md * 1.35) : null;
      const [row] = await db
        .insert(products)
        .values({
          title: fill(
            t('{title}, {w}', '{title}, {w}', '{title}, {w}', '{title}, {w}', '{title}, {w}'),
            { title, w: inEachLanguage((lang) => localMeasure(size.weight, lang)) },
          ),
          type: s === 0 ? 'retail' : 'professional',
          weightPackaging: size.weight,
          sizePackaging: size.size,
          shortDescription: SHORT,
          description: fill(DESCRIPTION, { title }),
          description2: USAGE,
          ingredients: INGREDIENTS,
          imageThumbnail: media(`products/product-${image}.svg`),
          image2Thumbnail: media(`products/product-${(image % 8) + 1}.svg`),
          brandId: brandIds[brand] ?? null,
          categoryId: categoryIds[category] ?? null,
          tags: [s === 0 ? 'home-care' : 'professional', doctor ? 'medical' : 'aesthetic'],
          variantGroup: `base-${b + 1}`,
          doctor,
          cosmetolog,
          catherineStore: hasClient && s === 0,
          // A few are sold out or have one unit left, to show 'Not in stock' and the race.
          stock: n % 9 === 8 ? 0 : n === 3 ? 1 : 5 + ((n * 7) % 40),
          price: md,
          priceRo: round(md / 3.9),
          priceRu: round(md * 5.1),
          priceOld: old,
          priceOldRo: old ? round(old / 3.9) : null,
          priceOldRu: old ? round(old * 5.1) : null,
          discount,
          discountRo: discount,
          discountRu: discount,
          isSpecialOffer: discount > 0,
          isSpecialOfferRo: discount > 0 && n % 2 === 1,
          isSpecialOfferRu: discount > 0,
          inStockForMd: true,
          inStockForRo: true,
          inStockForRu: n % 5 !== 4,
          clientPrice: client,
          clientPriceRo: client ? round(client / 3.9) : null,
          clientPriceRu: client ? round(client * 5.1) : null,
          clientPriceOld: client && old ? round(old * 1.35) : null,
          clientPriceOldRo: client && old ? round((old * 1.35) / 3.9) : null,
          clientPriceOldRu: client && old ? round(old * 1.35 * 5.1) : null,
          clientDiscount: client ? discount : 0,
          clientDiscountRo: client ? discount : 0,
          clientDiscountRu: client ? discount : 0,
          clientInStockForMd: hasClient,
          clientInStockForRo: hasClient,
          clientInStockForRu: hasClient && n % 5 !== 4,
          weightGrams: s === 0 ? 90 : 280,
        })
        .returning({ id: products.id });
      if (row) ids.push(row.id);
    }
  }
  // Similar products: the other products of the same category.
  const rows = await db.select({ id: products.id, category: products.categoryId }).from(products);
  const links = rows.flatMap((p) =>
    rows
      .filter((q) => q.category === p.category && q.id !== p.id)
      .slice(0, 6)
      .map((q) => ({ productId: p.id, similarId: q.id })),
  );
  if (links.length) await db.insert(similarProducts).values(links);
  return ids;
}
