import { passwordMeter } from '@academy/machines';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it.each([
    ['', 'Not entered'],
    ['abc', 'Too weak'],
    ['abcde', 'Too weak'],
    ['abcdef', 'Too weak'],
    ['abcde1', 'Strong'],
  ] as const)('names %j as %s, as the form judges it', (password, text) => {
    const { score, level } = passwordMeter(password);
    renderWithProviders(<PasswordStrength score={score} level={level} />, { language: 'en' });
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('value', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', text);
  });

  it('shows the message it is given', () => {
    renderWithProviders(
      <PasswordStrength score={35} level="refused" message="Parola nu este sigură" />,
    );
    expect(screen.getByText('Parola nu este sigură')).toBeInTheDocument();
  });
});
