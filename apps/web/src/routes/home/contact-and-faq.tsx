import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';
import type { HomeData } from './home-data';

/*
 * Home's closing blocks, in their own chunk (see home-page.tsx): each a part of its own, so that
 * each hydrates as it nears the screen and keeps the presses made in it before.
 */

export function HomeContact({ home }: { home: HomeData }) {
  return <ContactSection countries={home.countries} />;
}

export function HomeFaq({ home }: { home: HomeData }) {
  return <Faq items={home.faq} />;
}
