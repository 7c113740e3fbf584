/** The units packagings are written in ("50 ml", "4 × 4 × 12 cm"), as Intl names them. */
const UNITS: Record<string, string> = {
  ml: 'milliliter',
  l: 'liter',
  g: 'gram',
  kg: 'kilogram',
  mm: 'millimeter',
  cm: 'centimeter',
};

const MEASURE = /(\d+(?:[.,]\d+)?)\s?(ml|l|g|kg|mm|cm)\b/gi;
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: string, unit: string): Intl.NumberFormat {
  const key = `${language}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
    formats.set(key, format);
  }
  return format;
}

/**
 * A packaging or size as its reader writes it: each amount with its unit through
 * Intl.NumberFormat ("50 ml" is "50 мл" on a Russian page, "4 × 4 × 12 cm" is "4 × 4 × 12 см"),
 * the rest of the text as it is. Records keep the one written form; pages, titles and mails
 * show this one.
 */
export function localMeasure(text: string, language: string): string {
  return text.replace(MEASURE, (whole, amount: string, unit: string) => {
    const intlUnit = UNITS[unit.toLowerCase()];
    const value = Number(amount.replace(',', '.'));
    if (!intlUnit || !Number.isFinite(value)) return whole;
    return formatOf(language, intlUnit).format(value);
  });
}
