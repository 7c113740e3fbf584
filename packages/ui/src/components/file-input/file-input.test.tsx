import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileInput } from './file-input';

function Controlled() {
  const [file, setFile] = useState<File | null>(null);
  return <FileInput aria-label="Diploma" accept=".pdf" file={file} onFileChange={setFile} />;
}

describe('FileInput', () => {
  it('shows the chosen name, then clears the file and the native input', async () => {
    renderWithProviders(<Controlled />, { language: 'en' });
    const input = screen.getByLabelText('Diploma') as HTMLInputElement;
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await userEvent.upload(input, new File(['x'], 'diploma.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('diploma.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(input).toHaveFocus();
  });
});
