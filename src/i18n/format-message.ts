import { numberFormat, pluralRules } from "./intl-formatters";
import type { MessageKey, MessageValues, Messages, PluralMessage } from "./message-types";

/**
 * The text of `key` in `messages` with its `{name}` placeholders filled; plural forms are chosen for `values.count`.
 * A key the catalogue lacks shows as the key itself, so a missing string is visible rather than a crash.
 */
export function formatMessage(messages: Messages | null, intl: string, key: MessageKey, values: MessageValues = {}): string {
  const [group = "", name = ""] = key.split(".");
  const entry = (messages as Record<string, Record<string, string | PluralMessage> | undefined> | null)?.[group]?.[name];
  if (entry === undefined) return key;
  const template = typeof entry === "string" ? entry : pluralForm(entry, intl, values.count);
  return template.replace(/\{(\w+)\}/g, (placeholder, field: string) => {
    const value = values[field];
    if (value === undefined) return placeholder;
    return typeof value === "number" ? formatNumber(intl, value) : value;
  });
}

/**
 * A page's counts ("4 min read", "Page 3") are small whole numbers, which every site locale writes in Latin digits
 * without grouping (tests/unit/i18n/format.test.tsx checks each locale): written directly, they spare the browser
 * the first Intl number formatter's 14–25 ms of locale data while the page starts (docs/i18n.md, "Dates and numbers").
 */
function formatNumber(intl: string, value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : numberFormat(intl).format(value);
}

function pluralForm(forms: PluralMessage, intl: string, count: string | number | undefined): string {
  if (typeof count !== "number") return forms.other;
  return forms[pluralRules(intl).select(count)] ?? forms.other;
}
