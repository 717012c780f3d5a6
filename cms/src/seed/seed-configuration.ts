import type { Core } from "@strapi/strapi";
import { connect } from "./documents";
import { mediaId, type MediaIds } from "./media";
import type { PageRefs } from "./seed-pages";
import type { ConfigurationSeed } from "./seed-types";

const CONFIGURATION = "api::configuration.configuration";

/** Creates and publishes the configuration single type when it does not exist yet. */
const enquiriesData = (enquiries: ConfigurationSeed["enquiries"], pages: PageRefs) =>
  enquiries
    ? {
        ...enquiries,
        needs: enquiries.needs.map((label) => ({ label })),
        budgets: enquiries.budgets.map((label) => ({ label })),
        privacy_page: enquiries.privacy_page ? connect(pages.get(enquiries.privacy_page)) : undefined,
      }
    : null;

export const seedConfiguration = async (strapi: Core.Strapi, configuration: ConfigurationSeed, media: MediaIds, pages: PageRefs): Promise<void> => {
  const documents = strapi.documents(CONFIGURATION);
  const draft = (await documents.findFirst({ status: "draft" })) as { documentId: string } | null;
  if (draft) {
    if (!(await documents.findFirst({ status: "published" }))) await documents.publish({ documentId: draft.documentId });
    return;
  }
  const created = (await documents.create({
    data: {
      ...configuration,
      structured_data_logo: mediaId(media, configuration.structured_data_logo),
      meta_og_image: mediaId(media, configuration.meta_og_image),
      enquiries: enquiriesData(configuration.enquiries, pages),
    } as never,
  })) as { documentId: string };
  await documents.publish({ documentId: created.documentId });
  strapi.log.info("[seed] created the configuration");
};
