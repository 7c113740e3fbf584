import type { Order } from '@academy/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  trackAddPaymentInfo,
  trackAddToCart,
  trackBeginCheckout,
  trackEvent,
  trackPurchase,
  trackRemoveFromCart,
  trackViewItem,
  trackViewItemList,
} from './analytics';

const layer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer;
const serum = { id: 11, name: 'Ser hialuronic 30 ml', price: 540, brand: 'Dermalab' };
const cream = { id: 12, name: 'Cremă barieră', price: 410.5, quantity: 2 };

describe('analytics (spec 7.5): the data layer', () => {
  afterEach(() => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('pushes a named event with its fields, creating the layer when there is none', () => {
    trackEvent('Login_Complete');
    trackEvent('Register_Complete', { method: 'email' });
    expect(layer()).toEqual([
      { event: 'Login_Complete' },
      { event: 'Register_Complete', method: 'email' },
    ]);
  });

  it('view_item_list: the list, every item with its index, the ISO currency (LEI is RON)', () => {
    trackViewItemList({ id: 'shop', name: 'Magazin' }, [serum, cream], 'LEI');
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'shop',
          item_list_name: 'Magazin',
          currency: 'RON',
          items: [
            {
              item_id: '11',
              item_name: 'Ser hialuronic 30 ml',
              item_brand: 'Dermalab',
              index: 0,
              price: 540,
              quantity: 1,
            },
            { item_id: '12', item_name: 'Cremă barieră', index: 1, price: 410.5, quantity: 2 },
          ],
        },
      },
    ]);
  });

  it('view_item: one item and its value', () => {
    trackViewItem(serum, 'MDL');
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'MDL',
          value: 540,
          items: [
            {
              item_id: '11',
              item_name: 'Ser hialuronic 30 ml',
              item_brand: 'Dermalab',
              price: 540,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('add_to_cart and remove_from_cart: the units and their value', () => {
    trackAddToCart(cream, 'MDL');
    trackRemoveFromCart({ ...cream, quantity: 1 }, 'MDL');
    const item = { item_id: '12', item_name: 'Cremă barieră', price: 410.5 };
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'MDL', value: 821, items: [{ ...item, quantity: 2 }] },
      },
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'MDL', value: 410.5, items: [{ ...item, quantity: 1 }] },
      },
    ]);
  });

  it('begin_checkout and add_payment_info: the lines, their value to the cent, how paid', () => {
    const lines = [
      { id: 1, name: 'A', price: 0.1, quantity: 1 },
      { id: 2, name: 'B', price: 0.2, quantity: 1 },
    ];
    trackBeginCheckout(lines, 'RUB');
    trackAddPaymentInfo(lines, 'RUB', 'card');
    const items = [
      { item_id: '1', item_name: 'A', price: 0.1, quantity: 1 },
      { item_id: '2', item_name: 'B', price: 0.2, quantity: 1 },
    ];
    expect(layer()).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'RUB', value: 0.3, items } },
      { ecommerce: null },
      {
        event: 'add_payment_info',
        ecommerce: { currency: 'RUB', value: 0.3, payment_type: 'card', items },
      },
    ]);
  });

  it('purchase: the order id, what is paid, the delivery, the lines by product (or course) id', () => {
    const order: Pick<Order, 'id' | 'currency' | 'total' | 'delivery_price' | 'items'> = {
      id: 305,
      currency: 'RON',
      total: 1021,
      delivery_price: 25,
      items: [
        {
          id: 1,
          product: 11,
          course: null,
          title: 'Ser hialuronic 30 ml',
          unit_price: 540,
          quantity: 1,
          line_total: 540,
        },
        {
          id: 2,
          product: 12,
          course: null,
          title: 'Cremă barieră',
          unit_price: 228,
          quantity: 2,
          line_total: 456,
        },
      ],
    };
    trackPurchase(order);
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '305',
          currency: 'RON',
          value: 1021,
          shipping: 25,
          items: [
            { item_id: '11', item_name: 'Ser hialuronic 30 ml', price: 540, quantity: 1 },
            { item_id: '12', item_name: 'Cremă barieră', price: 228, quantity: 2 },
          ],
        },
      },
    ]);
  });
});
