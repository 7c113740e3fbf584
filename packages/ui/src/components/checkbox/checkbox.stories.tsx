import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Label } from '../label/label';
import { Checkbox } from './checkbox';

function Newsletter(props: Parameters<typeof Checkbox>[0]) {
  const { t } = useTranslation('ui');
  // One id per story: a docs page shows several of them, each label must name its own box.
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id} className="font-normal">
        {t('forms.demo.newsletter')}
      </Label>
    </div>
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => <Newsletter {...args} />,
  parameters: {
    usage: {
      use: [
        'One yes/no choice the user confirms, such as a newsletter or the terms, or several independent options from a short list.',
        'A choice that takes effect when the form is submitted, not at once.',
      ],
      avoid: [
        'Exactly one of several options: use RadioGroup (or Select beyond about five options).',
        'An agreement whose label holds a link (the terms): use TermsField from FormFields, already wired to its error.',
      ],
      keyboard: [
        ['Tab', 'Moves focus to the box.'],
        ['Space', 'Checks or unchecks it (Enter does nothing, as for a native checkbox).'],
      ],
      screenReader: [
        'Announced as "checkbox", "checked" or "not checked", with the text of the Label tied to it by `htmlFor`/`id`.',
        'With `aria-invalid` it is announced as invalid; point `aria-describedby` at the error text (Field does this).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it from the keyboard; a click on the label toggles it too. */
export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText(/.+/, { selector: 'label' }));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
