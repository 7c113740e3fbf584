import type { TranslatedText } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import type { TranslatedFieldSpec } from './translated-field-control';
import { TranslatedFields } from './translated-fields';

const text = (ro: string, ru = '', en = '', fr = '', es = ''): TranslatedText => ({
  ro,
  ru,
  en,
  fr,
  es,
});

const courseFields: TranslatedFieldSpec[] = [
  { name: 'name', label: 'Nume', kind: 'text', required: true, maxLength: 200 },
  { name: 'description', label: 'Descriere', kind: 'textarea', maxLength: 5000 },
  { name: 'outcomes', label: 'Ce vei învăța', kind: 'textarea', maxLength: 5000 },
];

/** Romanian complete, Russian one of three, the others empty. */
const courseValues = {
  name: text('Peeling chimic', 'Химический пилинг'),
  description: text('Un curs despre peelingul chimic superficial.'),
  outcomes: text('Alegerea acidului potrivit.'),
};

function Demo({
  fields,
  initial,
  errors,
  disabled,
  onChange,
}: {
  fields: TranslatedFieldSpec[];
  initial: Record<string, TranslatedText>;
  errors?: Record<string, string>;
  disabled?: boolean;
  onChange: (name: string, language: Language, text: string) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <TranslatedFields
      fields={fields}
      values={values}
      errors={errors}
      disabled={disabled}
      onChange={(name, language, value) => {
        setValues((current) => ({
          ...current,
          [name]: { ...(current[name] ?? text('')), [language]: value },
        }));
        onChange(name, language, value);
      }}
    />
  );
}

const meta = {
  title: 'Back office/TranslatedFields',
  component: Demo,
  args: { fields: courseFields, initial: courseValues, onChange: fn() },
  parameters: {
    usage: {
      use: [
        'A record’s texts in the five languages on an authoring screen (a course’s name, description, outcomes; an article’s title and body).',
      ],
      avoid: ['A text in one language only (an address, a code): a TextField.'],
      keyboard: [
        ['Tab', 'Goes to the selected language’s tab, then into its fields.'],
        ['← →', 'On the tabs: the previous or next language (Home, End: the first or last).'],
      ],
      screenReader: [
        'A tab list “Languages of the texts”; each tab reads its language, how complete it is (“complete”, “1 of 3”) and “has errors” when a field in it was refused.',
        'Each control carries its language (`lang`), so it is spoken and spell-checked in it.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A language's tab, its name read as a screen reader does: `Русский, 1 din 3`. */
const tab = (canvasElement: HTMLElement, language: string, mark = '') =>
  within(canvasElement).getByRole('tab', { name: new RegExp(`^${language}\\W+${mark}`) });

/** Romanian first and complete; Russian one of three; typing marks its field, once per key. */
export const EachLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Română'),
      expect.stringContaining('Русский'),
      expect.stringContaining('English'),
      expect.stringContaining('Français'),
      expect.stringContaining('Español'),
    ]);
    await expect(tab(canvasElement, 'Română', 'complet')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: /Nume/ })).toHaveValue('Peeling chimic');
    await expect(tab(canvasElement, 'Русский', '1 din 3')).toBeVisible();
    await expect(tab(canvasElement, 'English', '0 din 3')).toBeVisible();

    await userEvent.click(tab(canvasElement, 'Русский'));
    const description = canvas.getByRole('textbox', { name: 'Descriere' });
    await expect(description).toHaveAttribute('lang', 'ru');
    await userEvent.type(description, 'Курс');
    await expect(args.onChange).toHaveBeenLastCalledWith('description', 'ru', 'Курс');
    await expect(tab(canvasElement, 'Русский', '2 din 3')).toBeVisible();
  },
};

/** Every field filled in every language: each tab is marked complete. */
export const AllComplete: Story = {
  args: {
    initial: {
      name: text('Curs', 'Курс', 'Course', 'Cours', 'Curso'),
      description: text('D', 'О', 'D', 'D', 'D'),
      outcomes: text('R', 'Р', 'L', 'A', 'A'),
    },
  },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('[data-slot="language-completeness"]');
    await expect(marks).toHaveLength(5);
    for (const mark of marks) await expect(mark).toHaveAttribute('data-complete', 'true');
  },
};

/** A new record: nothing written; Romanian's required name is marked so. */
export const Empty: Story = {
  args: { initial: {} },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'Română', '0 din 3')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Nume (obligatoriu)' }),
    ).toHaveValue('');
  },
};

/**
 * The server refused the Russian name: its tab opens by itself with the alert in its name, and
 * the error is read with the field.
 */
export const ErrorInRussian: Story = {
  args: { errors: { 'name.ru': 'Numele are cel mult 200 de caractere.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(tab(canvasElement, 'Русский', 'are erori')).toHaveAttribute('aria-selected', 'true'),
    );
    const name = canvas.getByRole('textbox', { name: 'Nume' });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription('Numele are cel mult 200 de caractere.');
    await expect(tab(canvasElement, 'Română')).not.toHaveAccessibleName(/erori/);
  },
};

/** A body in formatted text: the kit's editor in each language. */
export const RichText: Story = {
  args: {
    fields: [
      { name: 'title', label: 'Titlu', kind: 'text', required: true, maxLength: 200 },
      { name: 'body', label: 'Text', kind: 'rich-text', required: true },
    ],
    initial: {
      title: text('Îngrijirea pielii iarna', 'Уход за кожей зимой'),
      body: text('<p>Pielea are nevoie de <strong>hidratare</strong>.</p>'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The editor comes with the first rich-text field shown (a chunk of its own).
    await expect(
      await canvas.findByRole('textbox', { name: 'Text (obligatoriu)' }),
    ).toHaveTextContent('Pielea are nevoie de hidratare.');
    await userEvent.click(tab(canvasElement, 'Русский', '1 din 2'));
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveTextContent('');
  },
};

/** While a save is on its way: every control is disabled, the tabs still switch. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Nume/ })).toBeDisabled();
  },
};

/** At 375 px the tabs wrap onto a second row; the fields take the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'Română')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Nume/ })).toBeVisible();
  },
};
