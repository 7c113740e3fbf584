import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Payment({
  variant,
  onValueChange,
  disabled,
}: {
  variant: 'plain' | 'card';
  onValueChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('flows');
  const headingId = useId();
  return (
    <div className="flex max-w-md flex-col gap-3">
      <p id={headingId} className="font-semibold">
        {t('checkout.paymentCash')} / {t('checkout.paymentCard')}
      </p>
      <RadioGroup
        aria-labelledby={headingId}
        defaultValue="cash"
        onValueChange={onValueChange}
        disabled={disabled}
        className={variant === 'card' ? 'sm:grid-cols-2' : undefined}
      >
        <RadioGroupItem variant={variant} value="cash" label={t('checkout.paymentCash')} />
        <RadioGroupItem
          variant={variant}
          value="card"
          label={t('checkout.paymentCard')}
          description="Visa, Mastercard"
        />
      </RadioGroup>
    </div>
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: Payment,
  args: { variant: 'plain', onValueChange: fn() },
  parameters: {
    usage: {
      use: [
        'One choice out of two to about five options that should all be visible: payment method, delivery.',
        'Card variant when the choices are the main decision of a form, with a description line each.',
      ],
      avoid: [
        'More than about five options: use Select (or SelectField in a form).',
        'Choices that can be combined, or a single yes/no: use Checkbox.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves into the group, onto the chosen option (or the first), and Tab again leaves it.',
        ],
        [
          'ArrowDown / ArrowRight, ArrowUp / ArrowLeft',
          'Moves to the next or previous option and chooses it; wraps around at the ends.',
        ],
        ['Space', 'Chooses the focused option if it is not chosen yet.'],
      ],
      screenReader: [
        'A radiogroup that must be named with `aria-labelledby` (a heading) or `aria-label`; each option is a radio, "n of m", checked or not.',
        'An option is named by its label and described by its description line (`aria-describedby`).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Payment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dots and labels: a click on a label chooses; the arrow keys move and choose. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [cash, card] = canvas.getAllByRole('radio') as [HTMLElement, HTMLElement];
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleName(/.+/);
    await expect(cash).toBeChecked();
    await userEvent.click(canvas.getByText('Card bancar'));
    await expect(card).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    // Held down as a hand holds a key: Radix chooses on the focus an arrow key moved.
    card.focus();
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(cash).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(cash).toHaveFocus();
    await expect(card).toHaveAccessibleDescription('Visa, Mastercard');
  },
};

/** Cards: the chosen one outlined, side by side from the large phone up. */
export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Visa, Mastercard'));
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

/** Disabled while a form is sent: nothing can be chosen. */
export const Disabled: Story = {
  args: { variant: 'card', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};
