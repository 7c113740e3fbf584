import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { digitsOnly, PhoneInput } from './phone-input';

function Controlled({ onValueChange }: { onValueChange: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      aria-label="Phone"
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onValueChange(digits);
      }}
    />
  );
}

describe('PhoneInput', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+373 (69) 12-34')).toBe('373691234');
    expect(digitsOnly('abc')).toBe('');
  });

  it('shows +373 by default and drops what is not a digit', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<Controlled onValueChange={onValueChange} />, { language: 'en' });
    expect(screen.getByRole('combobox', { name: 'Phone code' })).toHaveTextContent('+373');
    const number = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(number, '69-1a2');
    expect(number).toHaveValue('6912');
    expect(onValueChange).toHaveBeenLastCalledWith('6912');
  });
});
