import type { SiteAbout } from '@academy/contract/back-office/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { AboutForm, type AboutFormProps } from './about-form';
import { ABOUT, IDLE } from './site.fixtures';

/** The form with its values kept, as the page keeps them in its save's machine. */
function Demo(props: AboutFormProps) {
  const [values, setValues] = useState<SiteAbout>(props.values);
  return (
    <AboutForm
      {...props}
      values={values}
      onChange={(name, language, text) => {
        setValues((current) => ({
          ...current,
          [name]: { ...current[name as keyof SiteAbout], [language]: text },
        }));
        props.onChange(name, language, text);
      }}
    />
  );
}

const meta = {
  title: 'Back office/Site/AboutForm',
  component: Demo,
  args: { values: ABOUT, save: IDLE, onChange: fn(), onSave: fn() },
  parameters: {
    usage: {
      use: ['The about page’s title, short text and mission in the five languages (admin/site).'],
      avoid: ['Texts of a listed record (an article, a course): their own forms.'],
      keyboard: [
        ['← →', 'On the language tabs: the previous or next language.'],
        ['Enter', 'In the title: saves the form.'],
      ],
      screenReader: [
        'A form named by its heading; each language tab reads how complete it is.',
        'After a save, “Saved” is announced politely; a failure is an alert.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="about-form"]') as HTMLElement;

/** Filled in Romanian and Russian: the mission in the editor, the save sends the form. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Titlu/ })).toHaveValue('Despre academie');
    // The editor's code loads on its first use (a lazy chunk): wait for it, as a reader would.
    await expect(await canvas.findByRole('textbox', { name: /Misiune/ })).toHaveTextContent(
      'Misiunea noastră',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** While the save is sent: the fields are disabled, the button busy. */
export const Saving: Story = {
  args: { save: { state: 'submitting' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Se salvează…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Titlu/ })).toBeDisabled();
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'submitting');
  },
};

/** Saved: said in a status line, the form editable again. */
export const Saved: Story = {
  args: { save: { state: 'saved' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Salvat/);
  },
};

/** The server refused the Russian mission: its tab opens, the alert says to check the fields. */
export const Refused: Story = {
  args: {
    save: { state: 'failure', error: 'Verificați câmpurile marcate și confirmați din nou.' },
    errors: { 'mission.ru': 'Această valoare nu a fost acceptată.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Verificați câmpurile/);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /Русский/ })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** The call failed (offline, a server error): said in an alert, the texts kept to save again. */
export const Failed: Story = {
  args: { save: { state: 'failure', error: 'Acțiunea nu a reușit. Încercați din nou.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nu a reușit/);
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

/** At 375 px: the language tabs wrap, the editor takes the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};
