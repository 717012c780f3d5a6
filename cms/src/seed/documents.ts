import type { Core, UID } from "@strapi/strapi";

export interface DocumentRef {
  documentId: string;
}

/**
 * Finds a document by a unique field (the draft side, which every document has), creating and
 * publishing it when missing, and publishing it when it exists only as a draft (a seed that stopped
 * between create and publish). Returns its documentId.
 */
export const ensurePublished = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  filters: Record<string, string>,
  build: () => Record<string, unknown>,
  label: string,
): Promise<DocumentRef> => {
  const documents = strapi.documents(uid);
  const existing = (await documents.findFirst({ filters, status: "draft", fields: ["documentId"] as never })) as DocumentRef | null;
  if (existing) {
    const published = await documents.findFirst({ filters, status: "published", fields: ["documentId"] as never });
    if (!published) {
      await documents.publish({ documentId: existing.documentId });
      strapi.log.info(`[seed] published ${label}`);
    }
    return { documentId: existing.documentId };
  }
  const created = (await documents.create({ data: build() as never })) as DocumentRef;
  await documents.publish({ documentId: created.documentId });
  strapi.log.info(`[seed] created ${label}`);
  return { documentId: created.documentId };
};

export const connect = (ref: DocumentRef | undefined) => (ref ? { connect: [{ documentId: ref.documentId }] } : undefined);
