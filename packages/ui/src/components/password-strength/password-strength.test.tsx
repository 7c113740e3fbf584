import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it.each([
    [0, 'Not entered'],
    [35, 'Weak'],
    [50, 'Fair'],
    [80, 'Good'],
    [100, 'Strong'],
  ] as const)('names score %i as %s', (score, text) => {
    renderWithProviders(<PasswordStrength score={score} />, { language: 'en' });
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('value', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', text);
  });

  it('shows the message it is given', () => {
    renderWithProviders(<PasswordStrength score={35} message="Parola nu este sigură" />);
    expect(screen.getByText('Parola nu este sigură')).toBeInTheDocument();
  });
});
