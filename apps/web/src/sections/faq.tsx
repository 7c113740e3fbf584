import { FaqSection } from '@academy/ui';
import type { FaqItem } from '../api/content';
import { Deferred } from '../app/deferred';
import { CONTACT_SECTION_ID } from './contact-id';

const FRAME = 'max-w-content px-gutter py-section mx-auto w-full';
const scrollToForm = () =>
  document.getElementById(CONTACT_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });

/** The FAQ (spec 2.10) with its button to the request form below it. */
export function Faq({ items }: { items: Promise<FaqItem[]> }) {
  return (
    <Deferred
      data={items}
      fallback={<FaqSection className={FRAME} items={[]} onScrollToForm={scrollToForm} />}
    >
      {(list) => <FaqSection className={FRAME} items={list} onScrollToForm={scrollToForm} />}
    </Deferred>
  );
}
