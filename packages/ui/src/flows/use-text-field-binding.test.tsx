import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/form-fields/form-fields';
import { flowMessages } from '../i18n';
import { renderWithProviders } from '../test/render';
import { useTextFieldBinding } from './use-text-field-binding';

type Field = 'email' | 'password';

function EmailField(props: {
  send: (event: { type: 'field.change'; field: Field; value: string }) => void;
  errors: { email?: string };
}) {
  const bind = useTextFieldBinding<Field>(
    { send: props.send },
    { email: 'a@b', password: '' },
    props.errors,
  );
  return <TextField label="Email" {...bind('email')} />;
}

describe('useTextFieldBinding', () => {
  it("shows the field's value and sends field.change as the user types", async () => {
    const send = vi.fn();
    renderWithProviders(<EmailField send={send} errors={{}} />, { language: 'en' });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveValue('a@b');
    await userEvent.type(input, 'c');
    expect(send).toHaveBeenLastCalledWith({ type: 'field.change', field: 'email', value: 'a@bc' });
  });

  it("translates the field's error key and marks the control invalid", () => {
    renderWithProviders(<EmailField send={() => {}} errors={{ email: 'login.emailInvalid' }} />, {
      language: 'en',
      namespaces: { flows: flowMessages },
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
  });
});
