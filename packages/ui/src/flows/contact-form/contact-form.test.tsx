import { contactFormMachine } from '@academy/machines';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { renderWithProviders } from '../../test/render';
import { ContactForm } from './contact-form';

describe('ContactForm countries', () => {
  it("names the chosen country in the page's language, sending the name records keep", () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'country.select', country: 'Russian Federation' });
    renderWithProviders(
      <ContactForm actor={actor} countries={['Moldova', 'Russian Federation']} />,
      {
        language: 'ru',
      },
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('Россия');
    expect(actor.getSnapshot().context.values.country).toBe('Russian Federation');
  });
});
