import { MessageCircleQuestionIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion';
import { Button } from '../../components/button/button';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';

/** An FAQ entry as the server gives it (spec 3, FAQ item): the answer is HTML. */
export interface FaqItem {
  id: number;
  name: string;
  description: string;
}

export interface FaqSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  items: readonly FaqItem[];
  /** Defaults to the translated "Frequently asked questions". */
  title?: ReactNode;
  /** Scrolls to the request form; without it the button is not shown. */
  onScrollToForm?: () => void;
  /** Answers open at first (ids as strings), for a deep link or a story. */
  defaultOpen?: string[];
}

/** The FAQ (spec 2.3, 2.6, 4): questions that toggle open or closed, and a way to the form. */
export function FaqSection({
  items,
  title,
  onScrollToForm,
  defaultOpen,
  className,
  ...props
}: FaqSectionProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section
      data-slot="faq-section"
      aria-labelledby={titleId}
      className={cn('max-w-content mx-auto grid w-full gap-10 lg:grid-cols-[1fr_2fr]', className)}
      {...props}
    >
      <div className="flex flex-col items-start gap-6">
        <h2 id={titleId} className="font-display text-display-md font-semibold text-balance">
          {title ?? t('content.faq.title')}
        </h2>
        {onScrollToForm ? (
          <Button variant="outline" onClick={onScrollToForm}>
            <MessageCircleQuestionIcon aria-hidden="true" />
            {t('content.faq.toForm')}
          </Button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <Accordion
          type="multiple"
          defaultValue={defaultOpen}
          className="bg-surface text-surface-foreground rounded-xl border px-5 shadow-sm sm:px-8"
        >
          {items.map((item) => (
            <AccordionItem key={item.id} value={String(item.id)}>
              <AccordionTrigger>{item.name}</AccordionTrigger>
              <AccordionContent>
                <RichText html={item.description} size="sm" className="text-muted-foreground" />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <div
          data-slot="faq-empty"
          className="bg-muted/60 flex flex-col items-start gap-2 rounded-xl border border-dashed p-8"
        >
          <p className="font-display text-2xl font-semibold">{t('content.faq.emptyTitle')}</p>
          <p className="text-muted-foreground">{t('content.faq.emptyText')}</p>
        </div>
      )}
    </section>
  );
}
