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
    return typeof value === "number" ? new Intl.NumberFormat(intl).format(value) : value;
  });
}

function pluralForm(forms: PluralMessage, intl: string, count: string | number | undefined): string {
  if (typeof count !== "number") return forms.other;
  return forms[new Intl.PluralRules(intl).select(count)] ?? forms.other;
}
