import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';

/** Home's closing blocks, in their own chunk (see home-page.tsx). */
export default function ContactAndFaq() {
  return (
    <>
      <ContactSection />
      <Faq />
    </>
  );
}
