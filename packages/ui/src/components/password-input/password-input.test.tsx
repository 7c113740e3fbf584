import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('toggles between hidden and shown with a translated label', async () => {
    renderWithProviders(<PasswordInput aria-label="Parola" defaultValue="secret1" />);
    const input = screen.getByLabelText('Parola');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afișează parola' }));
    expect(input).toHaveAttribute('type', 'text');
    // The name says what a press does; no aria-pressed beside it, which would be read as
    // "Hide password, pressed".
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).not.toHaveAttribute(
      'aria-pressed',
    );
  });
});
