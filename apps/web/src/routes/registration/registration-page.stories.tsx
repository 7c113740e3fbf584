import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  type AppAt,
  backToTop,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
} from '../../mocks/page-story';

/** Registration (spec 2.8, 5) in the app shell; the countries come from the API. */
const meta = {
  title: 'Pages/Registration',
  ...pageStory('/ro/registration'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted with wrong values: every field says what is wrong, in Romanian (spec 5). */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const email = await page.findByLabelText('E-mail', {}, PAGE_LOAD);
    await userEvent.type(email, 'ana.rusu@');
    await userEvent.type(page.getByLabelText('Prenume'), 'A');
    await userEvent.type(page.getByLabelText('Parola'), 'abc');
    await userEvent.type(page.getByLabelText('Repetați parola'), 'abd');
    await userEvent.click(page.getByRole('button', { name: 'Înregistrează-te' }));
    // Focus moves to the first field in error, at the top of the form.
    await expect(email).toHaveFocus();
    backToTop(canvasElement);

    await expect(email).toHaveAccessibleDescription('Introduceți o adresă de e-mail validă');
    await expect(page.getByLabelText('Prenume')).toHaveAccessibleDescription(
      'Cel puțin 2 caractere',
    );
    await expect(page.getByLabelText('Nume')).toHaveAccessibleDescription('Completați câmpul');
    await expect(page.getByLabelText('Parola')).toHaveAccessibleDescription(
      expect.stringContaining('Parola trebuie să aibă 6 caractere'),
    );
    await expect(page.getByLabelText('Repetați parola')).toHaveAccessibleDescription(
      'Parolele nu coincid',
    );
    await expect(page.getByRole('combobox', { name: 'Profesia' })).toHaveAccessibleDescription(
      'Alegeți profesia',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};
