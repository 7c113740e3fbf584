import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../index';
import { findKeyProblems } from '../keys';
import { loadUiMessages } from '../load-language';
import { useVisitBookingTranslation, visitBookingTexts } from './visit-booking';

describe('the visit booking texts', () => {
  it('have every key in all five languages', () => {
    expect(findKeyProblems(visitBookingTexts)).toEqual([]);
  });

  it('stay out of the language chunk every page loads (Home)', async () => {
    expect(Object.keys(await loadUiMessages('ro', { member: false }))).not.toContain(
      'visit-booking',
    );
  });

  it('are in the ui namespace once a booking view has rendered', () => {
    const i18n = createI18n({ language: 'fr' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useVisitBookingTranslation(), { wrapper });
    expect(result.current.t('visit-booking:slots.zone', { zone: 'Europe/Paris' })).toBe(
      'Heures du spécialiste : Europe/Paris',
    );
  });
});
