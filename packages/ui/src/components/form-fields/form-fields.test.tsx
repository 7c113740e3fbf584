import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FlowForm, SubmitButton, TextField } from './form-fields';

describe('form rows', () => {
  it('report plain values, wire the error, and submit without reloading', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(
      <FlowForm onSubmit={onSubmit}>
        <TextField label="Name" error="Required" value="" onValueChange={onValueChange} />
        <TextField password label="Password" value="" onValueChange={() => {}} />
        <SubmitButton>Send</SubmitButton>
      </FlowForm>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    await userEvent.type(name, 'A');
    expect(onValueChange).toHaveBeenCalledWith('A');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
