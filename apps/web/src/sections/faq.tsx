import { FaqSection } from '@academy/ui';
import { content } from '../api/content';
import { useLanguage } from '../app/use-language';
import { useRemote } from '../app/use-remote';
import { CONTACT_SECTION_ID } from './contact-id';

/** The FAQ (spec 2.10) with its button to the request form below it. */
export function Faq() {
  const language = useLanguage();
  const items = useRemote(() => content.faq(language), [language]);
  return (
    <FaqSection
      className="max-w-content px-gutter py-section mx-auto w-full"
      items={items ?? []}
      onScrollToForm={() =>
        document.getElementById(CONTACT_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })
      }
    />
  );
}
