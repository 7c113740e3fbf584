import { contactFormMachine } from '@academy/machines';
import { ContactForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { content } from '../api/content';
import { countries } from '../api/countries';
import { useRemote } from '../app/use-remote';
import { CONTACT_SECTION_ID } from './contact-id';

/** The contact request form (spec 2.10), used on Home and About. */
export function ContactSection() {
  const countryList = useRemote(countries.list, []);
  const actor = useActorRef(
    contactFormMachine.provide({
      actors: {
        sendContactRequest: fromPromise(async ({ input }) => {
          await content.sendFeedback(input);
        }),
      },
      actions: { logError: (_, { error }) => console.warn('contact request', error) },
    }),
  );
  return (
    <section
      id={CONTACT_SECTION_ID}
      className="max-w-content px-gutter py-section mx-auto w-full scroll-mt-24"
    >
      <ContactForm actor={actor} countries={(countryList ?? []).map((country) => country.name)} />
    </section>
  );
}
