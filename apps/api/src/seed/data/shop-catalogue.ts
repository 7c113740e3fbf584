import { t } from '../text';

/** The shop's categories, in their order (a product names one by its index here). */
export const SHOP_CATEGORIES = [
  t('Curățare', 'Очищение', 'Cleansing', 'Nettoyage', 'Limpieza'),
  t('Seruri', 'Сыворотки', 'Serums', 'Sérums', 'Sérums'),
  t('Peelinguri', 'Пилинги', 'Peels', 'Peelings', 'Peelings'),
  t('Măști', 'Маски', 'Masks', 'Masques', 'Mascarillas'),
  t('Protecție solară', 'Солнцезащита', 'Sun care', 'Protection solaire', 'Protección solar'),
  t('Corp', 'Тело', 'Body', 'Corps', 'Cuerpo'),
];

/** The brands (a product names one by its index here); each has its logo. */
export const BRANDS = ['Dermalogica Pro', 'Mesoline', 'Skin Lab', 'Nordic Glow'];

/** Each product comes in these two packagings, the second's price by the factor. */
export const PRODUCT_SIZES = [
  { weight: '50 ml', size: '4 × 4 × 12 cm', factor: 1 },
  { weight: '200 ml', size: '6 × 6 × 18 cm', factor: 2.8 },
];

/** Every product's short description. */
export const PRODUCT_SHORT_DESCRIPTION = t(
  'Produs profesional pentru cabinet și îngrijire acasă.',
  'Профессиональное средство для кабинета и домашнего ухода.',
  'Professional product for the clinic and home care.',
  'Produit professionnel pour le cabinet et les soins à domicile.',
  'Producto profesional para la cabina y el cuidado en casa.',
);

/** A product's description, `{title}` its title. */
export const PRODUCT_DESCRIPTION = t(
  '{title}: formulă concentrată, testată dermatologic, potrivită pentru pielea sensibilă.',
  '{title}: концентрированная формула, дерматологически протестировано, подходит для чувствительной кожи.',
  '{title}: a concentrated formula, dermatologically tested, suitable for sensitive skin.',
  '{title} : une formule concentrée, testée dermatologiquement, adaptée aux peaux sensibles.',
  '{title}: fórmula concentrada, probada dermatológicamente, apta para pieles sensibles.',
);

/** How to use a product, and the return policy. */
export const PRODUCT_USAGE = t(
  'Aplicați pe pielea curată, dimineața și seara. Politica de retur: 14 zile pentru produsele sigilate.',
  'Наносите на чистую кожу утром и вечером. Возврат: 14 дней для запечатанных товаров.',
  'Apply to clean skin morning and evening. Returns: 14 days for sealed products.',
  'Appliquer sur peau propre matin et soir. Retours : 14 jours pour les produits scellés.',
  'Aplicar sobre la piel limpia mañana y noche. Devoluciones: 14 días para productos precintados.',
);

/** A product's ingredients (INCI names: the same in every language). */
export const PRODUCT_INGREDIENTS = t(
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
  'Aqua, Glycerin, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol.',
);
