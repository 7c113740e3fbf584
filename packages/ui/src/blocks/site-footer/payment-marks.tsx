import type { ReactNode } from 'react';
import type { PaymentProviderId } from './footer-region';

/** Provider names: the logos' alternative text (brand names, the same in every language). */
export const PAYMENT_PROVIDER_NAMES: Record<PaymentProviderId, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maib: 'maib',
  netopia: 'NETOPIA Payments',
  mir: 'Mir',
  sbp: 'SBP',
  yookassa: 'YooKassa',
};

const wordmark = (text: string, size: number, extra: object = {}) => (
  <text
    x="32"
    y={18 + size * 0.36}
    textAnchor="middle"
    fontFamily="var(--font-sans)"
    fontSize={size}
    fontWeight="800"
    fill="currentColor"
    {...extra}
  >
    {text}
  </text>
);

/** Small monochrome marks drawn for the footer, in the current text colour (not official artwork). */
const MARKS: Record<PaymentProviderId, ReactNode> = {
  visa: wordmark('VISA', 17, { fontStyle: 'italic', letterSpacing: '1' }),
  mastercard: (
    <>
      <circle cx="26" cy="18" r="10" fill="currentColor" fillOpacity="0.9" />
      <circle cx="38" cy="18" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  maib: (
    <>
      <path d="M18 14a14 9 0 0 1 28 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {wordmark('maib', 16, { y: 27 })}
    </>
  ),
  netopia: (
    <>
      {wordmark('NETOPIA', 11, { y: 18, letterSpacing: '0.5' })}
      {wordmark('payments', 7, { y: 28, fontWeight: 500, letterSpacing: '1.5' })}
    </>
  ),
  mir: wordmark('МИР', 17, { letterSpacing: '1' }),
  sbp: (
    <>
      <path d="M8 9l6 9-6 9 12-9z" fill="currentColor" />
      {wordmark('СБП', 14, { x: 38 })}
    </>
  ),
  yookassa: wordmark('ЮKassa', 13),
};

export function PaymentMark({ id }: { id: PaymentProviderId }) {
  return (
    <svg
      viewBox="0 0 64 36"
      role="img"
      aria-label={PAYMENT_PROVIDER_NAMES[id]}
      data-provider={id}
      className="h-9 w-16"
    >
      {MARKS[id]}
    </svg>
  );
}
