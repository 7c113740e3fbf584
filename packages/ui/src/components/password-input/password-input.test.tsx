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
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
