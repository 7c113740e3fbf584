import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from '../input/input';

/** A multi-line text field with the input's look; grows with its content where supported. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        controlClasses,
        'field-sizing-content min-h-24 px-3.5 py-2.5 text-[0.9375rem] leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
