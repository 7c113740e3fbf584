import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { FileInput } from './file-input';

interface DemoProps {
  chosen?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  onFileChange?: (file: File | null) => void;
}

/** A controlled picker for a certificate (images or PDF). */
function Certificate({ chosen = false, invalid, disabled, onFileChange }: DemoProps) {
  const { t } = useTranslation('ui');
  const [file, setFile] = useState<{ name: string } | null>(
    chosen ? { name: t('forms.demo.fileChosen') } : null,
  );
  return (
    <div className="max-w-md">
      <FileInput
        aria-label={t('forms.demo.certificate')}
        aria-invalid={invalid || undefined}
        accept="image/*,application/pdf"
        disabled={disabled}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          onFileChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/FileInput',
  component: Certificate,
  args: { onFileChange: fn() },
  parameters: {
    usage: {
      use: [
        'Uploading one file in a form, such as a diploma or a certificate scan, with `accept` limiting the types.',
        'A controlled picker whose file a machine may refuse and clear (`file={null}` also empties the native input).',
      ],
      avoid: [
        'Several files at once or drag-and-drop: this picker keeps only the first file; build a dedicated uploader.',
        'Pasting a link to a document: use Input with `type="url"`.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the native file input (visually hidden; the "Choose file" button shows the focus ring), then to the clear button.',
        ],
        [
          'Enter / Space',
          'Opens the system file chooser; on the clear button, removes the file and returns focus to the picker.',
        ],
      ],
      screenReader: [
        'The native input is announced as a file upload button named by its label or `aria-label`; the browser reads the file it holds.',
        'The clear button is named "Remove file" (translated); `aria-invalid` on the input marks it invalid, and Field ties the error to it.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Certificate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file shows its name; the clear button empties it and focus goes back to the picker. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    const file = new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(canvas.getByText('diploma.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('diploma.pdf')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const Chosen: Story = { args: { chosen: true } };

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true } };
