import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  orderRequestSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
} from './index';

describe('isStrongPassword (spec 5: score 100)', () => {
  it('needs 6 characters with a letter and a digit, or a special character', () => {
    expect(isStrongPassword('abc123')).toBe(true);
    expect(isStrongPassword('abcdef!')).toBe(true);
    expect(isStrongPassword('парол1')).toBe(true);
    expect(isStrongPassword('abcdef')).toBe(false);
    expect(isStrongPassword('123456')).toBe(false);
    expect(isStrongPassword('ab1!')).toBe(false);
  });
});

describe('registrationRequestSchema', () => {
  const base = {
    email: ' Ana@Example.com ',
    password: 'secret12',
    first_name: 'Ana',
    last_name: 'Rusu',
    'profile.phone': '+37369123456',
    'profile.city': 'Moldova',
    'profile.type': 'other',
  };

  it('lowercases the email and accepts "other" without a certificate', () => {
    const parsed = registrationRequestSchema.parse(base);
    expect(parsed.email).toBe('ana@example.com');
  });

  it('requires the certificate for cosmetology and doctor', () => {
    const result = registrationRequestSchema.safeParse({ ...base, 'profile.type': 'doctor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['profile.file']);
  });
});

describe('orderRequestSchema', () => {
  const order = {
    items: [{ id: 1, cnt: 2, price: 0.01 }],
    first_name: 'A',
    surname: 'B',
    phone: '+37369000000',
    email: 'a@example.com',
    country: 'Moldova',
    city: 'Chișinău',
    delivery_type: 'pickup',
    payment_type: 'cash',
    terms_agreement: true,
    total: 1,
  };
  const refusedFields = (body: object) =>
    orderRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('drops prices sent by the client and refuses fractional quantities', () => {
    const parsed = orderRequestSchema.parse(order);
    expect(parsed.items[0]).toEqual({ id: 1, cnt: 2 });
    expect(parsed).not.toHaveProperty('total');
    const fractional = { ...order, items: [{ id: 1, cnt: 1.5 }] };
    expect(orderRequestSchema.safeParse(fractional).success).toBe(false);
  });

  it("refuses a courier delivery without the door's address, a pickup needs none", () => {
    for (const delivery_type of ['courier', 'carrier_courier']) {
      expect(refusedFields({ ...order, delivery_type })).toEqual([
        'street',
        'house_number',
        'postcode',
      ]);
      expect(refusedFields({ ...order, delivery_type, street: '  ', house_number: '1' })).toEqual([
        'street',
        'postcode',
      ]);
    }
    const address = { street: 'Ștefan cel Mare', house_number: '1', postcode: 'MD-2001' };
    expect(refusedFields({ ...order, delivery_type: 'courier', ...address })).toEqual([]);
    for (const delivery_type of ['pickup', 'office']) {
      expect(refusedFields({ ...order, delivery_type })).toEqual([]);
    }
  });

  it("refuses a delivery to the carrier's office without the office", () => {
    const office = { ...order, delivery_type: 'carrier_office' };
    expect(refusedFields(office)).toEqual(['carrier_office']);
    expect(refusedFields({ ...office, carrier_office: ' ' })).toEqual(['carrier_office']);
    expect(refusedFields({ ...office, carrier_office: 'Poșta Moldovei, office 12' })).toEqual([]);
  });

  it("refuses a company order without the company's invoice details", () => {
    expect(refusedFields({ ...order, person_type: 'company', company_name: 'SRL' })).toEqual([
      'fiscal_code',
      'trade_register_number',
      'company_address',
    ]);
    expect(refusedFields({ ...order, person_type: 'person' })).toEqual([]);
  });
});

describe('passwordResetRequestSchema', () => {
  it('needs an email', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'admin' }).success).toBe(false);
  });
});
