import { LANGUAGES } from '@academy/contract/languages';

/** What a form section is given: the flat values, the change of a field, and whether it waits. */
export interface FieldPropsSource {
  values: Readonly<Record<string, string | undefined>>;
  onChange: (field: string, value: string) => void;
  disabled?: boolean;
}

/**
 * The props of a form's fields from its flat values: a text input's (value, change, translated
 * refusal from `error`) and a flag's (`'true'` / `'false'`).
 */
export function fieldProps(
  { values, onChange, disabled }: FieldPropsSource,
  error: (field: string) => string | undefined,
) {
  const text = (field: string) => ({
    name: field,
    value: values[field] ?? '',
    onValueChange: (value: string) => onChange(field, value),
    error: error(field),
    disabled,
  });
  const flag = (field: string) => ({
    name: field,
    checked: values[field] === 'true',
    onCheckedChange: (on: boolean | 'indeterminate') => onChange(field, String(on === true)),
    disabled,
  });
  return { text, flag };
}

/** The refusals of translated fields by `<name>.<lang>`, as TranslatedFields' `errors` takes them. */
export function translatedErrors(
  names: readonly string[],
  error: (field: string) => string | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names)
    for (const language of LANGUAGES) {
      const refused = error(`${name}.${language}`);
      if (refused) errors[`${name}.${language}`] = refused;
    }
  return errors;
}
