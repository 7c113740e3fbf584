export type Values = Record<string, unknown>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * i18next's interpolation as the texts use it: `{{name}}` takes the value (a value of null gives
 * '', one never given leaves the placeholder as it is, one given as undefined gives ''), and
 * `{{name, number}}` writes a number with Intl.NumberFormat in `lng`, which i18next hands every t
 * option too (a bad one makes it write the bare value). A value is not read again for
 * placeholders, as with i18next's skipOnVariables. The values are the t options themselves (no
 * `replace`); other formats, `{{- name}}`, dotted names and `$t()` nesting appear in no text and
 * are left out.
 */
export function interpolate(text: string, values: Values, lng: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const [name = '', ...format] = inner.split(',').map((part) => part.trim());
    let value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (format.length > 0 && value != null) value = formatted(value, format.join(','), lng, values);
    if (value === undefined) return Object.hasOwn(values, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

function formatted(value: unknown, format: string, lng: string, options: Values): unknown {
  if (format.toLowerCase() !== 'number') return value;
  const locale = (options.locale || options.lng || lng) as string;
  try {
    return new Intl.NumberFormat(locale.replace(/_/g, '-'), options).format(value as number);
  } catch {
    return value;
  }
}
