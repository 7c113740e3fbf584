import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney, LANGUAGES, orderSchema, payResponseSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../admin/commands';
import { loadConfig } from '../../config';
import { orders, promoCodes } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createBuyer } from '../../test/buyers';
import { DEMO, json, login, send } from '../../test/helpers';
import { readMailFolder } from '../../test/mail-folder';
import { createTestApp } from '../../test/test-app';
import { orderMailLanguage } from './order-mail';

/** The shop order's mails as they land in the mail folder (DATA_DIR/mail, no SMTP configured). */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let dir = '';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-shop-mail-'));
  ctx = await createTestApp({}, { mailer: createMailer(loadConfig({ DATA_DIR: dir })) });
  for (const key of ['student', 'doctor'] as const) tokens[key] = await login(ctx.app, DEMO[key]);
});
afterAll(async () => {
  await ctx.database.close();
  await rm(dir, { recursive: true, force: true });
});

const form = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  first_name: 'Irina',
  surname: 'Cebotari',
  phone: '+37369123456',
  email: 'Irina@Example.com',
  country: 'Moldova',
  city: 'Chișinău',
  street: 'Ștefan cel Mare',
  house_number: '12',
  postcode: 'MD-2012',
  flat: '7',
  delivery_type: 'courier',
  payment_type: 'cash',
  terms_agreement: true,
  ...extra,
});
const placeOrder = async (token: string, lang: string, body: unknown) => {
  const res = await send(ctx.app, 'POST', `/${lang}/orders/`, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return orderSchema.parse(await res.json());
};
/** The mails written since `count` mails were in the folder. */
/** The mails written since `count` were, once the queued ones have gone (the worker's job). */
const newMails = async (count: number) => {
  await ctx.sendQueuedMail();
  return (await readMailFolder(dir)).slice(count);
};
/** How many mails the folder holds, the queued ones sent first. */
const mailCount = async () => {
  await ctx.sendQueuedMail();
  return (await readMailFolder(dir)).length;
};

describe('the confirmation of a placed shop order', () => {
  it('lists lines, totals, delivery and address, and the cash next step, in the order language', async () => {
    const before = await mailCount();
    const order = await placeOrder(
      tokens.student ?? '',
      'en',
      form([
        { id: 1, cnt: 2 },
        { id: 3, cnt: 1 },
      ]),
    );
    const mails = await newMails(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('irina@example.com');
    expect(mail?.subject).toBe(`Order no. ${order.id} received`);
    const text = mail?.text ?? '';
    expect(text).toContain('Hello Irina Cebotari,');
    expect(text).toMatch(/Gentle cleansing gel, 50 mL × 2: 640\sMDL/);
    expect(text).toMatch(/Subtotal: 900\sMDL/);
    expect(text).toMatch(/Delivery: 50\sMDL/);
    expect(text).toMatch(/Total: 950\sMDL/);
    expect(text).not.toContain('Cashback used');
    expect(text).toContain('Delivery: Courier');
    expect(text).toContain('Payment: Cash');
    expect(text).toContain('Address: Ștefan cel Mare 12, flat 7, Chișinău, MD-2012, Moldova');
    expect(text).toContain(
      'We will call you shortly to confirm the order. You pay in cash on delivery.',
    );
    expect(text).toContain(`${ctx.config.publicUrl}/en/dashboard/orders`);
    expect(text).not.toContain('/payment?order=');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('Gentle cleansing gel, 50 mL × 2');
    expect(mail?.raw).toContain('multipart/alternative');
  });

  it('asks a card order to pay, with the link to its payment page; cashback used shown', async () => {
    const before = await mailCount();
    const order = await placeOrder(
      tokens.student ?? '',
      'ru',
      form([{ id: 5, cnt: 1 }], {
        payment_type: 'card',
        use_bonuses: true,
        delivery_type: 'pickup',
      }),
    );
    expect(order.cashback_used).toBeGreaterThan(0);
    const [mail] = await newMails(before);
    expect(mail?.subject).toBe(`Заказ № ${order.id} принят`);
    const text = mail?.text ?? '';
    expect(text).toContain('Заказ будет подтверждён после оплаты картой.');
    expect(text).toContain('Использованный кэшбэк: −');
    expect(text).toContain('Доставка: бесплатно');
    expect(text).toContain('Способ доставки: Самовывоз из магазина');
    expect(text).not.toContain('Адрес:');
    const payUrl = `${ctx.config.publicUrl}/ru/payment?order=${order.id}`;
    expect(text).toContain(payUrl);
    expect(mail?.html).toContain(`href="${payUrl}"`);
  });

  it("shows the promo code's discount line in the order language", async () => {
    const buyer = await createBuyer(ctx.database.db, 'promo-mail');
    await ctx.database.db.insert(promoCodes).values({ code: 'MAIL10', percent: 10 });
    const before = await mailCount();
    const order = await placeOrder(
      buyer.token,
      'fr',
      form([{ id: 1, cnt: 2 }], { promo_code: 'mail10', delivery_type: 'pickup' }),
    );
    expect(order).toMatchObject({ promo_code: 'MAIL10', subtotal: 640, discount: 64, total: 576 });
    const [mail] = await newMails(before);
    expect(mail?.text).toMatch(/Code promo MAIL10: −64\sMDL/);
    expect(mail?.text).toMatch(/Total à payer: 576\sMDL/);
  });

  it("needs the carrier's office for a delivery there, names it in the mail, keeps it on the order", async () => {
    const buyer = await createBuyer(ctx.database.db, 'carrier-office');
    const office = { delivery_type: 'carrier_office', street: '', house_number: '', postcode: '' };
    const refused = await send(ctx.app, 'POST', '/en/orders/', {
      token: buyer.token,
      body: form([{ id: 1, cnt: 1 }], office),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ carrier_office: ['This field is required.'] });
    const before = await mailCount();
    const order = await placeOrder(
      buyer.token,
      'en',
      form([{ id: 1, cnt: 1 }], { ...office, carrier_office: 'Poșta Moldovei, office 12' }),
    );
    const [mail] = await newMails(before);
    expect(mail?.text).toContain("Carrier's office: Poșta Moldovei, office 12");
    const own = orderSchema.parse(
      await json(send(ctx.app, 'GET', `/orders/${order.id}/`, { token: buyer.token })),
    );
    expect(own.contact).toMatchObject({
      carrier_office: 'Poșta Moldovei, office 12',
      phone: '+37369123456',
      city: 'Chișinău',
    });
  });

  it('shows Romanian lei as LEI, the postal carrier and the country in each of the five languages', async () => {
    const subjects: string[] = [];
    const romania = ['România', 'Румыния', 'Romania', 'Roumanie', 'Rumanía'];
    for (const [index, lang] of LANGUAGES.entries()) {
      const before = await mailCount();
      const order = await placeOrder(
        tokens.doctor ?? '',
        lang,
        form([{ id: 7, cnt: 1 }], {
          country: 'Romania',
          city: 'Iași',
          delivery_type: 'carrier_office',
          carrier_office: 'Fan Courier, Iași 3',
        }),
      );
      const [mail] = await newMails(before);
      expect(mail?.subject, lang).toContain(String(order.id));
      expect(mail?.text, lang).toMatch(/\d\sLEI/);
      expect(mail?.text, lang).not.toContain('RON');
      expect(mail?.text, lang).toContain(`MD-2012, ${romania[index]}`);
      expect(mail?.html, lang).toContain(`<html lang="${lang}">`);
      subjects.push(mail?.subject.replace(String(order.id), '#') ?? '');
    }
    expect(subjects).toEqual([
      'Comanda nr. # a fost primită',
      'Заказ № # принят',
      'Order no. # received',
      'Commande n° # reçue',
      'Pedido n.º # recibido',
    ]);
  });
});

describe('the receipt of a paid shop order', () => {
  it('is mailed once the card payment succeeds: lines, amount, date, cashback earned', async () => {
    const order = await placeOrder(
      tokens.student ?? '',
      'fr',
      form([{ id: 6, cnt: 2 }], { payment_type: 'card' }),
    );
    const before = await mailCount();
    const declined = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: tokens.student,
      body: { card_number: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(402);
    expect(await newMails(before)).toHaveLength(0);
    const paid = payResponseSchema.parse(
      await json(
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.student, body: {} }),
      ),
    );
    const mails = await newMails(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Reçu de paiement : commande n° ${order.id}`);
    const text = mail?.text ?? '';
    expect(text).toContain(
      `Merci ! Votre paiement pour la commande n° ${order.id} a bien été reçu.`,
    );
    expect(text).toContain(`× 2:`);
    const money = (n: number) => formatMoney(n, 'MDL', 'fr');
    expect(text).toContain(`Montant payé: ${money(paid.order.total)}`);
    expect(paid.order.cashback_earned).toBeGreaterThan(0);
    expect(text).toContain(`Cashback gagné: ${money(paid.order.cashback_earned)}`);
    expect(text).toMatch(/Date du paiement: .*\d{4}.* UTC/);
  });

  it('is mailed when the admin settles a cash order', async () => {
    // A doctor in Romania of the test's own: the demo doctor holds the unpaid orders allowed.
    const doctor = await createBuyer(ctx.database.db, 'doctor.ro', {
      city: 'Romania',
      type: 'doctor',
    });
    const order = await placeOrder(
      doctor.token,
      'es',
      form([{ id: 7, cnt: 1 }], { country: 'Romania', city: 'Iași' }),
    );
    const before = await mailCount();
    await markOrderPaid(ctx.database.db, order.id, ctx.jobs);
    await ctx.sendQueuedMail();
    const [mail] = await newMails(before);
    expect(mail?.subject).toBe(`Recibo de pago: pedido n.º ${order.id}`);
    expect(mail?.text).toContain('Cashback obtenido:');
    expect(mail?.text).toContain('LEI');
  });
});

describe('the language of the order mails', () => {
  it("is the order's, else the buyer's profile language", async () => {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.kind, 'shop'));
    if (!row) throw new Error('no shop order');
    expect(await orderMailLanguage(ctx.database.db, { ...row, lang: 'es' })).toBe('es');
    const profileLang = await orderMailLanguage(ctx.database.db, { ...row, lang: null });
    expect(LANGUAGES).toContain(profileLang);
    expect(await orderMailLanguage(ctx.database.db, { ...row, lang: 'xx' })).toBe(profileLang);
  });
});
