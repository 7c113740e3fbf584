import { contactFormMachine } from '@academy/machines';
import { ContactForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Country } from '../api/countries';
import { Deferred } from '../app/deferred';
import { useLanguage } from '../app/use-language';
import { CONTACT_SECTION_ID } from './contact-id';

/**
 * The contact request form (spec 2.10), used on Home and About: the country list from the page's
 * loader, the request on the contact-form flow.
 */
export function ContactSection({ countries }: { countries: Promise<Country[]> }) {
  // Read when sending: a language switch keeps this section and its actor.
  const language = useLanguage();
  const lang = useRef(language);
  lang.current = language;
  const actor = useActorRef(
    contactFormMachine.provide({
      actors: {
        sendContactRequest: fromPromise(async ({ input }) => {
          const { content } = await import('../api/drawn-pages');
          // The page's language: staff answer the visitor in it.
          await content.sendFeedback({ ...input, lang: lang.current });
        }),
      },
      actions: { logError: (_, { error }) => console.warn('contact request', error) },
    }),
  );
  const form = (list: Country[]) => (
    <ContactForm actor={actor} countries={list.map((country) => country.name)} />
  );
  return (
    <section
      id={CONTACT_SECTION_ID}
      className="max-w-content px-gutter py-section mx-auto w-full scroll-mt-24"
    >
      <Deferred data={countries} fallback={form([])}>
        {form}
      </Deferred>
    </section>
  );
}
