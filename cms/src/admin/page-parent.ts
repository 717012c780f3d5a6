import { useForm } from "@strapi/strapi/admin";
import { useEffect } from "react";

const PAGE = "api::page.page";

/**
 * Where the page being edited sits, for the two questions only its parent answers: is this slug free (the content
 * manager's slug check) and what is the page's address (the search preview). The form holds a relation as the
 * editor's changes (`{ connect, disconnect }`), not its value; the CMS knows the saved parent
 * (cms/src/guards/slug-availability.ts), so the admin sends the change when there is one.
 */
interface Relation {
  documentId?: unknown;
  apiData?: { documentId?: unknown };
}

/** The parent the form holds now: a document id, null for "no parent", undefined when it is the saved one. */
const parentChange = (value: unknown): string | null | undefined => {
  const change = (value ?? {}) as { connect?: Relation[]; disconnect?: Relation[] };
  const connected = change.connect?.[change.connect.length - 1];
  const id = connected?.documentId ?? connected?.apiData?.documentId;
  if (typeof id === "string" && id) return id;
  return (change.disconnect?.length ?? 0) > 0 ? null : undefined;
};

interface Editing {
  documentId?: string;
  parent: string | null | undefined;
}

/** The page edit view open now (one at a time), as the panel below sees it. */
let editing: Editing | null = null;

/** The query the CMS's answers take: the page's id and the parent change, when there is one. */
export const parentQuery = (where: Editing): Record<string, string> => ({
  ...(where.documentId ? { documentId: where.documentId } : {}),
  ...(where.parent === undefined ? {} : { parent: where.parent ?? "" }),
});

/** The page form's id and parent change, kept for the slug check; null outside a page's edit view. */
export function usePageParent(model: string, documentId: unknown): Editing | null {
  const parent = useForm("PageParent", (form) => parentChange((form.values as Record<string, unknown>).parent), false);
  const id = typeof documentId === "string" && documentId ? documentId : undefined;
  const isPage = model === PAGE;
  useEffect(() => {
    if (!isPage) return undefined;
    editing = { documentId: id, parent };
    return () => {
      editing = null;
    };
  }, [isPage, id, parent]);
  return isPage ? { documentId: id, parent } : null;
}

const CHECK = /\/content-manager\/uid\/check-availability$/;

/**
 * The content manager asks whether a slug is free with the model, the field and the value only; for a page the
 * answer depends on its parent, so the request gets the page's id and the parent change (the CMS reads them).
 */
export function installSlugCheckParent(): void {
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (!editing || !CHECK.test(url.pathname) || init?.method?.toUpperCase() !== "POST" || typeof init.body !== "string") return original(input, init);
    try {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      if (body.contentTypeUID !== PAGE) return original(input, init);
      const { documentId, parent } = editing;
      const added = { ...(documentId ? { documentId } : {}), ...(parent === undefined ? {} : { parent }) };
      return original(input, { ...init, body: JSON.stringify({ ...body, ...added }) });
    } catch {
      return original(input, init);
    }
  };
}
