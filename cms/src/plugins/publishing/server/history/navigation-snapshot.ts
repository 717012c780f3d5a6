import { createHash } from "node:crypto";
import type { Core } from "@strapi/strapi";
import type { Snapshot } from "./snapshot";

interface NavigationItem {
  title?: unknown;
  type?: unknown;
  path?: unknown;
  externalPath?: unknown;
  menuAttached?: unknown;
  related?: { documentId?: unknown; __type?: unknown; title?: unknown; name?: unknown } | null;
  items?: NavigationItem[];
}

interface NavigationService {
  getById(options: {
    documentId: string;
    locale?: string;
    populate?: string[];
  }): Promise<{ name?: unknown; visible?: unknown; items?: NavigationItem[] } | null>;
}

const itemOf = (item: NavigationItem): Snapshot => ({
  title: item.title ?? null,
  type: item.type ?? null,
  path: item.type === "EXTERNAL" ? (item.externalPath ?? null) : (item.path ?? null),
  menuAttached: item.menuAttached === true,
  related:
    item.related && typeof item.related.documentId === "string"
      ? { type: item.related.__type ?? null, documentId: item.related.documentId, label: item.related.title ?? item.related.name ?? null }
      : null,
  items: (item.items ?? []).map(itemOf),
});

/** Each translation of a navigation as a version keeps it: its name and its item tree, with a digest to tell repeats. */
export async function navigationSnapshots(strapi: Core.Strapi, documentId: string): Promise<Array<{ locale: string; content: Snapshot; digest: string }>> {
  const service = strapi.plugin("navigation").service("admin") as NavigationService;
  const locales = ((await strapi.plugin("i18n").service("locales").find()) as Array<{ code: string }>).map((locale) => locale.code);
  const snapshots: Array<{ locale: string; content: Snapshot; digest: string }> = [];
  for (const locale of locales) {
    const navigation = await service.getById({ documentId, locale, populate: ["related"] }).catch(() => null);
    if (!navigation) continue;
    const content: Snapshot = { name: navigation.name ?? null, visible: navigation.visible === true, items: (navigation.items ?? []).map(itemOf) };
    snapshots.push({ locale, content, digest: createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16) });
  }
  return snapshots;
}
