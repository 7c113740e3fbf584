import type { ComponentProps, ReactNode } from 'react';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { Button, type ButtonProps } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Input, type InputProps } from '../input/input';
import { PasswordInput } from '../password-input/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { TextLink } from '../text-link/text-link';

/**
 * The rows the flows' forms repeat, each a `Field` (label, control, error, aria wiring) around
 * one control that reports plain values, so a view sends them to its machine in one line:
 * `<TextField label=… error=… value={v} onValueChange={(value) => actor.send(…)} />`.
 */

export interface FlowFormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  /** The submit, without the page reload (the machine validates: no browser validation). */
  onSubmit: () => void;
  /** After a submit, focus moves to the first field marked invalid (long forms). */
  focusFirstInvalid?: boolean;
}

export function FlowForm({ onSubmit, focusFirstInvalid = false, ...props }: FlowFormProps) {
  const focus = useFocusFirstInvalid();
  return (
    <form
      noValidate
      ref={focus.ref}
      onSubmit={(event) => {
        event.preventDefault();
        if (focusFirstInvalid) focus.submitted();
        onSubmit();
      }}
      {...props}
    />
  );
}

interface FieldRowProps {
  label: ReactNode;
  /** The translated error; its presence marks the control invalid. */
  error?: ReactNode;
  /** A note under the control, read with it. */
  hint?: ReactNode;
  className?: string;
}

export interface TextFieldProps
  extends FieldRowProps,
    Omit<InputProps, 'value' | 'onChange' | 'className'> {
  value: string;
  onValueChange: (value: string) => void;
  /** A password control (with its show/hide button) instead of a plain input. */
  password?: boolean;
}

/** A labelled text (or password) input row. */
export function TextField({
  label,
  error,
  hint,
  className,
  onValueChange,
  password = false,
  ...input
}: TextFieldProps) {
  const Control = password ? PasswordInput : Input;
  return (
    <Field className={className} label={label} error={error} hint={hint}>
      <Control {...input} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}

export interface SelectFieldProps extends FieldRowProps {
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: ReactNode }[];
}

/** A labelled select row (the label points at the trigger, the control a Radix Select). */
export function SelectField({
  label,
  error,
  className,
  value,
  onValueChange,
  placeholder,
  options,
}: SelectFieldProps) {
  return (
    <Field className={className} label={label} error={error}>
      {(control) => (
        <Select value={value} onValueChange={onValueChange}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'size'>;

/** The form's large submit button; `loading` while the machine submits (spinner, busy). */
export function SubmitButton(props: SubmitButtonProps) {
  return <Button type="submit" size="lg" {...props} />;
}

export interface TermsFieldProps {
  /** "I agree to the" … */
  text: string;
  /** … "terms and payment policy", a link opened in a new tab. */
  linkText: string;
  href: string;
  checked: boolean;
  disabled?: boolean;
  error?: string | null;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** The required agreement of an order form: a checkbox whose label links to the terms. */
export function TermsField({
  text,
  linkText,
  href,
  checked,
  disabled,
  error,
  onCheckedChange,
  className,
}: TermsFieldProps) {
  return (
    <Field
      className={className}
      orientation="horizontal"
      error={error}
      label={
        <>
          {text}{' '}
          <TextLink href={href} target="_blank" rel="noopener">
            {linkText}
          </TextLink>
        </>
      }
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
    </Field>
  );
}
