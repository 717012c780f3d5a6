import { versionOf } from "../../../lib/locale-names";

/**
 * What an editor's own edit tells the webhook, in the words the Publishing page shows first:
 * "Site Editor (editor@agency.local) published “Paid social on a small budget”", and for a translation
 * "… published the French version of “À propos”". The publisher keeps it as the build's trigger ("started by"),
 * the same way as a scheduled run's (scheduling/scheduled-trigger.ts).
 */
export interface AdminAccount {
  email?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  username?: unknown;
}

const VERBS: Record<string, string> = {
  "entry.publish": "published",
  "entry.unpublish": "unpublished",
  "entry.delete": "deleted",
  "entry.create": "saved",
  "entry.update": "saved",
  "media.update": "replaced",
  "media.delete": "deleted",
};

/** Titles are the editors' own text: long ones are cut, control characters dropped (the publisher refuses them). */
const MAX_NAME = 120;
const clean = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
};

/** "Site Editor (editor@agency.local)" with the account's name when it has one, else the address alone. */
export function accountName(account: AdminAccount): string | null {
  const email = clean(account.email);
  const name = clean([account.firstname, account.lastname].filter((part) => typeof part === "string").join(" ")) ?? clean(account.username);
  if (!email) return name;
  return name ? `${name} (${email})` : email;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The entry or file an event is about, as an editor would name it; a translation says its language. */
function subjectOf(event: string, info: Record<string, unknown>): string {
  if (event.startsWith("media.")) {
    const name = clean(asRecord(info.media)?.name);
    return name ? `the file “${name}”` : "a file";
  }
  const entry = asRecord(info.entry) ?? {};
  return `${versionOf(typeof entry.locale === "string" ? entry.locale : null)}${entryOf(info, entry)}`;
}

function entryOf(info: Record<string, unknown>, entry: Record<string, unknown>): string {
  // The navigation plugin's own events carry the model's name only; the document service's carry the uid too.
  const type = typeof info.uid === "string" ? info.uid : `model:${String(info.model)}`;
  if (type === "api::configuration.configuration") return "the site settings";
  if (type === "plugin::navigation.navigation-item" || type === "model:navigation-item") {
    const title = clean(entry.title);
    return title ? `the navigation item “${title}”` : "a navigation item";
  }
  if (type === "plugin::navigation.navigation" || type === "model:navigation") {
    const name = clean(entry.name);
    return name ? `the navigation “${name}”` : "a navigation";
  }
  // A category, tag or author is said with its kind and name: "the category “Search”".
  const term = TERM_WORDS[type];
  if (term) {
    const name = clean(entry.name);
    return name ? `the ${term} “${name}”` : term === "author" ? "an author" : `a ${term}`;
  }
  const title = clean(entry.title);
  return title ? `“${title}”` : "an entry";
}

const TERM_WORDS: Record<string, string> = { "api::category.category": "category", "api::tag.tag": "tag", "api::author.author": "author" };

/** The trigger for an event an admin user caused, or undefined for events this does not describe. */
export function editorTrigger(event: string, info: unknown, account: AdminAccount | null | undefined): string | undefined {
  const verb = VERBS[event];
  const payload = asRecord(info);
  const who = account ? accountName(account) : null;
  if (!verb || !payload || !who) return undefined;
  return `${who} ${verb} ${subjectOf(event, payload)}`;
}
