import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { Field } from './field';

type Demo = 'email' | 'emailInvalid' | 'consent' | 'consentInvalid' | 'select';

/** Each demo is a real form field of the product, in the toolbar's language. */
function FieldDemo({ demo }: { demo: Demo }) {
  const { t } = useTranslation('ui');
  const consentError = demo === 'consentInvalid' ? t('flows:registration.consentRequired') : null;
  return (
    <div className="max-w-sm">
      {demo === 'email' || demo === 'emailInvalid' ? (
        <Field
          label={t('forms.demo.email')}
          hint={t('forms.demo.emailHint')}
          error={demo === 'emailInvalid' ? t('flows:registration.emailInvalid') : null}
        >
          <Input type="email" defaultValue={demo === 'emailInvalid' ? 'ana@academy' : ''} />
        </Field>
      ) : null}
      {demo === 'consent' || demo === 'consentInvalid' ? (
        <Field orientation="horizontal" label={t('forms.contactForm.consent')} error={consentError}>
          <Checkbox defaultChecked={demo === 'consent'} />
        </Field>
      ) : null}
      {demo === 'select' ? (
        <Field label={t('account.registration.profession')}>
          {(control) => (
            <Select>
              <SelectTrigger {...control}>
                <SelectValue placeholder={t('account.registration.professionPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="doctor">
                  {t('account.registration.professions.doctor')}
                </SelectItem>
                <SelectItem value="other">{t('account.registration.professions.other')}</SelectItem>
              </SelectContent>
            </Select>
          )}
        </Field>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Components/Field',
  component: FieldDemo,
  args: { demo: 'email' },
  parameters: {
    usage: {
      use: [
        'Every form control with a visible label: it wires the label, the hint and the error to the control for you.',
        'Vertical for text inputs, selects and phone numbers; horizontal for a checkbox with its label beside it.',
        'A Radix Select (or any control whose root is not the labelled element): pass a function child and spread its props on the trigger.',
      ],
      avoid: [
        'A form a machine drives: use the ready rows of FormFields (TextField, SelectField, TermsField), which are Fields already.',
        'A control with no visible label (a search box with an icon): give the control an `aria-label` instead.',
        'A group of radios: name the RadioGroup with `aria-labelledby`; Field labels a single control.',
      ],
      keyboard: [
        ['Tab', 'Moves to the control; the label, hint and error are text and take no focus.'],
      ],
      screenReader: [
        'The control is named by the label and described by the hint and the error (`aria-describedby`), read together on focus.',
        'With an error the control gets `aria-invalid="true"` and is announced as invalid; the error text is not a live region, so pair it with focus on the first invalid field (FlowForm does this).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the hint describes it. */
export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleName();
    await expect(input).toHaveAccessibleDescription();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The error is tied to the control with `aria-describedby` and marks it `aria-invalid`. */
export const WithError: Story = {
  args: { demo: 'emailInvalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvasElement.querySelector('[data-slot="field-error"]');
    await expect(input.getAttribute('aria-describedby')).toContain(error?.id);
  },
};

export const WithCheckbox: Story = {
  args: { demo: 'consent' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAccessibleName();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithCheckboxError: Story = { args: { demo: 'consentInvalid' } };

/** A Radix Select gets the field's props through the render function. */
export const WithSelect: Story = {
  args: { demo: 'select' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleName();
  },
};
