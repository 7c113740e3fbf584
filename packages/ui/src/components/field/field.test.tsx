import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Input } from '../input/input';
import { Field } from './field';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    renderWithProviders(
      <Field label="Email" hint="For receipts">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('For receipts');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and adds the error to its description', () => {
    renderWithProviders(
      <Field label="Email" hint="For receipts" error="Enter a valid email address">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For receipts Enter a valid email address');
  });

  it('hands the wiring to a render function and keeps a given id', () => {
    renderWithProviders(
      <Field label="Name" error="Too short" controlId="name">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-describedby', 'name-error');
  });
});
