import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('registration page', { timeout: 15_000 }, () => {
  it('shows each field its own message in Romanian when submitted wrong (spec 5)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/registration');
    await user.type(await screen.findByLabelText('E-mail'), 'ana.rusu@');
    await user.type(screen.getByLabelText('Parola'), 'abcdef');
    await user.type(screen.getByLabelText('Repetați parola'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Înregistrează-te' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Introduceți o adresă de e-mail validă',
    );
    expect(screen.getByLabelText('Prenume')).toHaveAccessibleDescription('Completați câmpul');
    expect(screen.getByLabelText('Parola')).toHaveAccessibleDescription(
      expect.stringContaining('Parola nu este sigură'),
    );
    expect(screen.getByLabelText('Repetați parola')).toHaveAccessibleDescription(
      'Parolele nu coincid',
    );
    expect(router.state.location.pathname).toBe('/ro/registration');
  });
});
