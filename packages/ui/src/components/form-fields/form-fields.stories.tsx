import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlowForm, SelectField, SubmitButton, TextField } from './form-fields';

function Demo({ onSubmit, loading = false }: { onSubmit: () => void; loading?: boolean }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState('');
  // A machine's snapshot changes on submit; this count stands for it (the focus follows a render).
  const [, setSubmits] = useState(0);
  const invalid = name === '';
  return (
    <FlowForm
      focusFirstInvalid
      className="flex max-w-md flex-col gap-5"
      onSubmit={() => {
        setSubmits((count) => count + 1);
        onSubmit();
      }}
    >
      <TextField
        label="Nume"
        error={invalid ? 'Completați câmpul' : null}
        autoComplete="name"
        value={name}
        onValueChange={setName}
      />
      <TextField password label="Parola" value={password} onValueChange={setPassword} />
      <SelectField
        label="Țara"
        value={country}
        onValueChange={setCountry}
        placeholder="Alegeți țara"
        options={[
          { value: 'md', label: 'Moldova' },
          { value: 'ro', label: 'România' },
        ]}
      />
      <SubmitButton loading={loading}>Trimite</SubmitButton>
    </FlowForm>
  );
}

const meta = {
  title: 'Components/FormFields',
  component: Demo,
  args: { onSubmit: fn() },
  // The rows of the flows' forms: their looks are held by those forms' stories and baselines.
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row wires label, control and error; a submit focuses the first invalid field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Nume');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Completați câmpul');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Ana');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Țara')).toHaveTextContent('Alegeți țara');
  },
};

/** Submitting: the button is busy and disabled. */
export const Submitting: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled();
  },
};
