import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFirstTextsSuffice } from '../../test/first-texts-only';

/**
 * Home is declared `lightTexts` (contract pages.ts): a visitor's Home loads only the language's
 * first texts chunk, not the inner pages' (`loadInnerTexts`). Whatever it draws, its parts held
 * back until near and the menu it opens included, must find its texts there, or the page would
 * show keys (and the server's page, drawn with every text, would not hydrate).
 */
describe("Home with the first texts chunk only (a visitor's)", { timeout: 20_000 }, () => {
  it('draws every part, and opens the menu, with no text missing', () =>
    expectFirstTextsSuffice('/ro', async () => {
      await screen.findByRole('tab', { name: 'Cosmetologie', selected: true });
      // The parts below the first screen (their code, data and texts), the form and the FAQ last.
      await screen.findByRole('region', { name: 'Partenerii noștri' });
      await screen.findByRole('button', { name: 'Trimite' });
      await screen.findByRole('heading', { name: 'Întrebări frecvente' });
    }));
});
