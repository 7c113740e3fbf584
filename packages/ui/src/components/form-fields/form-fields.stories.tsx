import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  // The rows of the flows' forms: their looks are held by those forms' stories and baselines.,
  parameters: {
    usage: {
      use: [
        'The forms of the flows: FlowForm (submit without reload, no browser validation), TextField, SelectField, TermsField and SubmitButton.',
        'Long forms: `focusFirstInvalid` moves focus to the first invalid field after a refused submit.',
      ],
      avoid: [
        'A one-off control outside a machine-driven form: compose Field with Input, Select or Checkbox directly.',
        'More than about five choices is right for SelectField; for two to five, use RadioGroup so all options show at once.',
      ],
      keyboard: [
        [
          'Tab / Shift+Tab',
          'Moves through the rows in order; in TermsField, the checkbox first, then the link in its label.',
        ],
        ['Enter', 'In a text field, submits the form; on the submit button, submits it too.'],
        [
          'Space',
          'Toggles the TermsField checkbox; opens a SelectField (arrows and typeahead then choose).',
        ],
      ],
      screenReader: [
        'Each row is a Field: the label names the control, an error is read with it and marks it `aria-invalid`.',
        'After a refused submit with `focusFirstInvalid`, focus lands on the first invalid control, so its error is read at once.',
        'A loading SubmitButton is disabled and `aria-busy`; the TermsField link opens in a new tab.',
      ],
    } satisfies Usage,
  },
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
