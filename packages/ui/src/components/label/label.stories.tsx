import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Input } from '../input/input';
import { Label } from './label';

function LabelledInput({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor={id}>{t('forms.demo.email')}</Label>
      <Input id={id} type="email" disabled={disabled} className="peer" />
    </div>
  );
}

const meta = {
  title: 'Components/Label',
  component: LabelledInput,
  parameters: {
    usage: {
      use: [
        'The visible name of a form control, tied to it with `htmlFor` and the control `id`.',
        'A click on it focuses (or toggles) its control, a larger target than the control alone.',
      ],
      avoid: [
        'Inside a form built with Field or FormFields: they render the Label and wire it for you.',
        'A heading over a group of controls (a RadioGroup): use a heading or text referenced by `aria-labelledby`.',
      ],
      keyboard: [],
      screenReader: [
        'Not read on its own: its text becomes the accessible name of the control it points to.',
        'A label without a matching `htmlFor`/`id` names nothing; check that each control is announced with its label.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof LabelledInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label focuses its control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/.+/, { selector: 'label' }));
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };
