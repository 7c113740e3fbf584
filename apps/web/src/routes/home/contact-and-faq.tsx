import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';
import type { HomeData } from './home-data';

/** Home's closing blocks, in their own chunk (see home-page.tsx). */
export default function ContactAndFaq({ home }: { home: HomeData }) {
  return (
    <>
      <ContactSection countries={home.countries} />
      <Faq items={home.faq} />
    </>
  );
}
