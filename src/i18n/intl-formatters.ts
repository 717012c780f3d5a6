/**
 * Intl formatters, built once per locale and options: building one costs far more than formatting with it, and the
 * first of a kind loads its locale's data (docs/i18n.md, "Dates and numbers").
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  kind: string,
  intl: string,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}|${intl}|${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(intl: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", intl, options, () => new Intl.DateTimeFormat(intl, options));
}

export function numberFormat(intl: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", intl, options, () => new Intl.NumberFormat(intl, options));
}

export function pluralRules(intl: string): Intl.PluralRules {
  return cached("plural", intl, undefined, () => new Intl.PluralRules(intl));
}
