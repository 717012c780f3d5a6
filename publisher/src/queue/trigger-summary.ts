import type { Trigger } from "./build-queue";

/**
 * A build's "started by", from the triggers its batch collected (the status's activeBuild, lastSuccess and
 * lastFailure, and the Publishing page's first line). One or two distinct triggers read as they came:
 * "Site Editor (editor@agency.local) published “A”, Site Editor (editor@agency.local) published “B”". A burst (an
 * import of 1,000 posts through the API) is summed up per person, action and kind, with the first few titles:
 * "Site Editor published 1,000 blog posts: “A”, “B”, “C” and 997 more", so the line stays short whatever the burst.
 */
const KEPT_AS_THEY_CAME = 2;
/** Titles named per group, and groups named per build, before "and N more". */
const TITLES_NAMED = 3;
const GROUPS_NAMED = 3;

/** The CMS's words for an editor's edit (cms/src/plugins/publishing/server/editor-trigger.ts): "<who> <verb> <subject>". */
const EDITOR_TRIGGER = /^(.+?) (published|unpublished|deleted|saved|replaced) (.+)$/;
/** "Site Editor (editor@agency.local)": the name is enough in a summary; an address alone stays. */
const NAMED_ACCOUNT = /^(.+?) \([^()\s]+@[^()\s]+\)$/;
const QUOTED = /“(.*)”/;

/** Singular and plural of what an event's model is, as editors say it. */
const KINDS: Record<string, [string, string]> = {
  "api::page.page": ["page", "pages"],
  "api::blog-post.blog-post": ["blog post", "blog posts"],
  "api::category.category": ["category", "categories"],
  "api::tag.tag": ["tag", "tags"],
  "api::author.author": ["author", "authors"],
  "api::configuration.configuration": ["site settings", "site settings"],
  "plugin::navigation.navigation": ["navigation", "navigations"],
  navigation: ["navigation", "navigations"],
  "plugin::navigation.navigation-item": ["navigation item", "navigation items"],
  "navigation-item": ["navigation item", "navigation items"],
};
const FILE: [string, string] = ["file", "files"];
const ENTRY: [string, string] = ["entry", "entries"];

const count = new Intl.NumberFormat("en-GB");

const kindOf = (trigger: Trigger, subject: string): [string, string] =>
  (trigger.model ? KINDS[trigger.model] : undefined) ?? (subject.startsWith("the file ") || subject === "a file" ? FILE : ENTRY);

/** "“A”, “B”, “C” and 997 more"; "“A” and “B”" for two. */
const nameSome = (names: readonly string[], total: number): string => {
  const named = names.slice(0, TITLES_NAMED);
  const more = total - named.length;
  if (more > 0) return `${named.join(", ")} and ${count.format(more)} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}` : (named[0] ?? "");
};

interface Group {
  /** "Site Editor published|blog post" for an editor's edits; the trigger itself for any other. */
  key: string;
  who?: string;
  verb?: string;
  kind?: [string, string];
  names: string[];
  /** The whole subjects, for a group of one ("the site settings", "the French version of “À propos”"). */
  subjects: string[];
}

export function summarizeTriggers(triggers: readonly Trigger[]): string {
  const distinct = [...new Map(triggers.map((trigger) => [trigger.reason, trigger])).values()];
  if (distinct.length === 0) return "manual";
  if (distinct.length <= KEPT_AS_THEY_CAME) return distinct.map((trigger) => trigger.reason).join(", ");

  const groups = new Map<string, Group>();
  for (const trigger of distinct) {
    const edit = EDITOR_TRIGGER.exec(trigger.reason);
    if (!edit) {
      groups.set(trigger.reason, { key: trigger.reason, names: [], subjects: [] });
      continue;
    }
    const [, account = "", verb = "", subject = ""] = edit;
    const who = NAMED_ACCOUNT.exec(account)?.[1] ?? account;
    const kind = kindOf(trigger, subject);
    const key = `${who}\u0000${verb}\u0000${kind[0]}`;
    const group = groups.get(key) ?? { key, who, verb, kind, names: [], subjects: [] };
    group.names.push(QUOTED.exec(subject)?.[0] ?? subject);
    group.subjects.push(subject);
    groups.set(key, group);
  }

  const described = [...groups.values()].map((group) => {
    if (!group.who || !group.verb || !group.kind) return group.key;
    const total = group.names.length;
    if (total === 1) return `${group.who} ${group.verb} ${group.subjects[0] ?? ""}`;
    return `${group.who} ${group.verb} ${count.format(total)} ${group.kind[1]}: ${nameSome(group.names, total)}`;
  });
  const more = described.length - GROUPS_NAMED;
  return more > 0 ? `${described.slice(0, GROUPS_NAMED).join("; ")}; and ${count.format(more)} other change${more === 1 ? "" : "s"}` : described.join("; ");
}
