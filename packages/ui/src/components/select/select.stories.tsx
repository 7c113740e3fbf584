import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const PROFESSIONS = ['cosmetology', 'doctor', 'other'] as const;

interface ProfessionSelectProps {
  defaultValue?: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'sm' | 'md' | 'lg';
  onValueChange?: (value: string) => void;
}

function ProfessionSelect({ invalid, size, ...props }: ProfessionSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="max-w-xs">
      <Select {...props}>
        <SelectTrigger
          size={size}
          aria-label={t('account.registration.profession')}
          aria-invalid={invalid || undefined}
        >
          <SelectValue placeholder={t('account.registration.professionPlaceholder')} />
        </SelectTrigger>
        <SelectContent>
          {PROFESSIONS.map((profession) => (
            <SelectItem key={profession} value={profession}>
              {t(`account.registration.professions.${profession}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const meta = {
  title: 'Components/Select',
  component: ProfessionSelect,
  args: { onValueChange: fn() },
  parameters: {
    usage: {
      use: [
        'One choice from more than about five known options: profession, country, phone code.',
        'In a form, through Field (function child) or SelectField, so the label names the trigger and the error describes it.',
      ],
      avoid: [
        'Two to five options: use RadioGroup, which shows them all and takes one click.',
        'Several choices at once: use Checkbox rows. Navigation between pages: use links (CategoryTabs, Breadcrumbs).',
      ],
      keyboard: [
        [
          'Enter / Space / ArrowDown / ArrowUp',
          'On the trigger, opens the list with the chosen option highlighted.',
        ],
        [
          'ArrowDown / ArrowUp, Home / End',
          'Moves through the options, or to the first or last one.',
        ],
        [
          'Letter keys',
          'Typeahead: jumps to the option starting with what is typed, on the trigger or in the list.',
        ],
        [
          'Enter / Space',
          'Chooses the highlighted option, closes the list and returns focus to the trigger.',
        ],
        [
          'Escape / Tab',
          'Escape closes without changing the value; Tab does nothing while the list is open.',
        ],
      ],
      screenReader: [
        'The trigger is a combobox named by its label (or `aria-label`), read with its current value or placeholder, and "expanded" when open.',
        'The list is a listbox of options, the chosen one selected; the rest of the page is hidden while it is open.',
        'With `aria-invalid` the trigger is announced as invalid; Field ties the error to it with `aria-describedby`.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ProfessionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, arrows move, Enter chooses and focus returns to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('doctor');
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'doctor' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ProfessionSelect {...args} size="sm" />
      <ProfessionSelect {...args} size="md" />
      <ProfessionSelect {...args} size="lg" />
    </div>
  ),
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'other' } };
