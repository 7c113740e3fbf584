import { defineMessages } from '../messages';

export const cartMessages = defineMessages({
  'cart.title': {
    ro: 'Coș de cumpărături',
    ru: 'Корзина',
    en: 'Shopping cart',
    fr: 'Panier',
    es: 'Carrito de compras',
  },
  'cart.addToCart': {
    ro: 'Adaugă în coș',
    ru: 'В корзину',
    en: 'Add to cart',
    fr: 'Ajouter au panier',
    es: 'Añadir al carrito',
  },
  'cart.added': {
    ro: 'Adăugat',
    ru: 'Добавлено',
    en: 'Added',
    fr: 'Ajouté',
    es: 'Añadido',
  },
  'cart.notInStock': {
    ro: 'Nu este în stoc',
    ru: 'Нет в наличии',
    en: 'Not in stock',
    fr: 'Pas en stock',
    es: 'Sin existencias',
  },
  'cart.makeOrder': {
    ro: 'Plasează comanda',
    ru: 'Оформить заказ',
    en: 'Make an order',
    fr: 'Passer la commande',
    es: 'Hacer un pedido',
  },
  'cart.empty': {
    ro: 'Coșul este gol',
    ru: 'Корзина пуста',
    en: 'Your cart is empty',
    fr: 'Votre panier est vide',
    es: 'Tu carrito está vacío',
  },
  'cart.total': {
    ro: 'Total',
    ru: 'Итого',
    en: 'Total',
    fr: 'Total',
    es: 'Total',
  },
});
