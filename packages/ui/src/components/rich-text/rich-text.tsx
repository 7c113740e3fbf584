import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Typography for server HTML: headings, lists, links and quotes at a readable measure. */
export const richTextVariants = cva(
  [
    'text-foreground/90 max-w-[70ch] leading-relaxed break-words',
    '[&_li+li]:mt-1.5 [&>*+*]:mt-4',
    '[&_li]:marker:text-primary [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
    '[&_strong]:text-foreground [&_b]:text-foreground [&_b]:font-semibold [&_strong]:font-semibold',
    '[&_a]:text-primary [&_a]:decoration-primary/40 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-current',
    '[&_a]:focus-visible:outline-ring [&_a]:rounded-xs [&_a]:focus-visible:outline-2',
    '[&_blockquote]:border-accent [&_blockquote]:font-display [&_blockquote]:text-foreground [&_blockquote]:border-l-2 [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:italic',
    '[&>:first-child]:mt-0',
  ],
  {
    variants: {
      size: {
        sm: 'text-[0.9375rem]',
        md: 'text-base',
        lg: 'text-lg',
      },
      /** The level the HTML's top headings (h3) take on the page; h4 follows one below. */
      topHeading: {
        2: [
          '[&_h2]:font-display [&_h2]:text-foreground [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-semibold',
          '[&_h3]:text-foreground [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
        ],
        3: [
          '[&_h3]:font-display [&_h3]:text-foreground [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:font-semibold',
          '[&_h4]:text-foreground [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold',
        ],
      },
    },
    defaultVariants: { size: 'md', topHeading: 3 },
  },
);

export interface RichTextProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>,
    VariantProps<typeof richTextVariants> {
  /** HTML from the server; sanitized here (basic formatting and https/mailto/tel links only). */
  html: string | null | undefined;
}

/**
 * Lifts h3/h4 one level (to h2/h3), so an article under its page's h1 keeps the heading order.
 * Safe on sanitized HTML only: there, headings carry no attributes and text holds no raw `<`.
 */
function promoteHeadings(html: string) {
  return html.replace(/<(\/?)h([34])>/g, (_, slash: string, level: string) => {
    return `<${slash}h${Number(level) - 1}>`;
  });
}

/** Server HTML (FAQ answers, articles, promotions) made safe and typeset. */
export function RichText({ html, size, topHeading, className, ...props }: RichTextProps) {
  const safe = sanitizeHtml(html);
  return (
    <div
      data-slot="rich-text"
      className={cn(richTextVariants({ size, topHeading }), className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml above
      dangerouslySetInnerHTML={{ __html: topHeading === 2 ? promoteHeadings(safe) : safe }}
      {...props}
    />
  );
}
