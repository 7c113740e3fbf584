import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../label/label';

export const fieldVariants = cva('group/field flex', {
  variants: {
    orientation: {
      /** Label above the control: text inputs, selects. */
      vertical: 'flex-col gap-2',
      /** Control before its label: checkboxes. */
      horizontal: 'flex-row flex-wrap items-start gap-x-3 gap-y-1.5',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps
  extends Omit<ComponentProps<'div'>, 'children'>,
    VariantProps<typeof fieldVariants> {
  label: ReactNode;
  /**
   * The single control, which receives `id`, `aria-describedby` and `aria-invalid`; or a function
   * given those props, for controls whose root is not the element to label (a Radix Select).
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  hint?: ReactNode;
  /** The error text, already translated by the caller; its presence marks the control invalid. */
  error?: ReactNode;
  /** The control's id; one is generated when not given. */
  controlId?: string;
}

/**
 * Label + control + hint + error. Wires the label to the control and the hint and error to
 * `aria-describedby`, so a screen reader reads them with the control.
 */
export function Field({
  label,
  children,
  hint,
  error,
  controlId,
  orientation,
  className,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const horizontal = orientation === 'horizontal';
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
  };

  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn(fieldVariants({ orientation }), className)}
      {...props}
    >
      {horizontal ? null : <Label htmlFor={id}>{label}</Label>}
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control} className={horizontal ? 'mt-0.5' : undefined}>
          {children}
        </Slot.Root>
      )}
      {horizontal ? (
        <Label htmlFor={id} className="min-w-0 flex-1 leading-relaxed font-normal">
          {label}
        </Label>
      ) : null}
      {hint ? (
        <FieldNote id={hintId} tone="hint" horizontal={horizontal}>
          {hint}
        </FieldNote>
      ) : null}
      {invalid ? (
        <FieldNote id={errorId} tone="error" horizontal={horizontal}>
          {error}
        </FieldNote>
      ) : null}
    </div>
  );
}

/** A line under the control (hint or error); beside a checkbox it wraps under the label. */
function FieldNote({
  tone,
  horizontal,
  ...props
}: Omit<ComponentProps<'p'>, 'className'> & { tone: 'hint' | 'error'; horizontal: boolean }) {
  return (
    <p
      data-slot={`field-${tone}`}
      className={cn(
        'text-sm',
        tone === 'error' ? 'text-danger font-medium' : 'text-muted-foreground',
        horizontal && 'basis-full pl-8',
      )}
      {...props}
    />
  );
}
