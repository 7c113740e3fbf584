import { formatMoney } from '@academy/contract/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Plans } from '../plans/plans';
import { CoursePrice } from './course-card';

const shown = (text: string) => text.replace(/\s/g, ' ');

describe('prices through the contract formatter (one rule for money)', () => {
  it("writes a course's euro price as every other amount: digits of the language, sign after", () => {
    renderWithProviders(<CoursePrice course={{ price: 1500, discount: 10, is_free: false }} />, {
      language: 'en',
    });
    const text = shown(screen.getByRole('paragraph').textContent ?? '');
    expect(text).toContain(shown(formatMoney(1350, 'EUR', 'en')));
    expect(text).toContain('1,500 €');
    expect(text).not.toContain('€1');
  });

  it("writes the plans' monthly prices the same way", () => {
    renderWithProviders(<Plans />, { language: 'ru' });
    expect(screen.getByText(shown(formatMoney(1200, 'MDL', 'ru')))).toBeVisible();
  });
});
