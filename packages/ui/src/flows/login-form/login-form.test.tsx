import { loginMachine } from '@academy/machines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flowMessages } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { LoginForm } from './login-form';

const refusing = loginMachine.provide({
  actors: { requestToken: storyPromise({ settle: 'reject', error: new Error('400') }) },
});

function Login() {
  const actor = useDrivenActor(refusing, {
    input: { redirectTo: null, prefs: { darkMode: false, language: 'en' } },
  });
  return <LoginForm actor={actor} registrationHref="/en/registration" />;
}

describe('LoginForm', () => {
  it('shows the field messages, then locks with a red title and "Invalid data" when refused', async () => {
    renderWithProviders(<Login />, {
      language: 'en',
      namespaces: { flows: flowMessages },
    });
    const submit = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Fill in the field');

    await userEvent.type(screen.getByLabelText('Email'), 'ana@academy.md');
    await userEvent.type(screen.getByLabelText('Password'), 'derma24');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(submit).toBeDisabled();
  });
});
