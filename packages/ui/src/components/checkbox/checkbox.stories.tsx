import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
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
