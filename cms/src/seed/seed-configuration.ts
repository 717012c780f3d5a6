import type { Core } from "@strapi/strapi";
import type { LocaleCode } from "../contract/locales";
import { connect } from "./documents";
import { mediaId, type MediaIds } from "./media";
import type { PageRefs } from "./seed-pages";
import type { ConfigurationSeed, ConfigurationTranslationSeed } from "./seed-types";

const CONFIGURATION = "api::configuration.configuration";

const enquiriesData = (enquiries: ConfigurationSeed["enquiries"], pages: PageRefs) =>
  enquiries
    ? {
        ...enquiries,
        needs: enquiries.needs.map((label) => ({ label })),
        budgets: enquiries.budgets.map((label) => ({ label })),
        privacy_page: enquiries.privacy_page ? connect(pages.get(enquiries.privacy_page)) : undefined,
      }
    : null;

const configurationData = (configuration: ConfigurationSeed, media: MediaIds, pages: PageRefs) => ({
  ...configuration,
  structured_data_logo: mediaId(media, configuration.structured_data_logo),
  meta_og_image: mediaId(media, configuration.meta_og_image),
  enquiries: enquiriesData(configuration.enquiries, pages),
});

/** Creates and publishes the configuration single type when it does not exist yet. */
export const seedConfiguration = async (strapi: Core.Strapi, configuration: ConfigurationSeed, media: MediaIds, pages: PageRefs): Promise<void> => {
  const documents = strapi.documents(CONFIGURATION);
  const draft = (await documents.findFirst({ status: "draft" })) as { documentId: string } | null;
  if (draft) {
    if (!(await documents.findFirst({ status: "published" }))) await documents.publish({ documentId: draft.documentId });
    return;
  }
  const created = (await documents.create({ data: configurationData(configuration, media, pages) as never })) as { documentId: string };
  await documents.publish({ documentId: created.documentId });
  strapi.log.info("[seed] created the configuration");
};

/**
 * Gives the configuration its version in `locale` (its privacy page is that locale's version of the page), with the
 * shared fields (contact details, name, logo, share image) as in English: Strapi copies a version's shared fields to
 * the others on save, so a translation saved without them would empty them everywhere.
 */
export const seedConfigurationTranslation = async (
  strapi: Core.Strapi,
  locale: LocaleCode,
  configuration: ConfigurationSeed,
  translation: ConfigurationTranslationSeed,
  media: MediaIds,
  pages: PageRefs,
): Promise<void> => {
  const documents = strapi.documents(CONFIGURATION);
  const english = (await documents.findFirst({ status: "draft", fields: ["documentId"] as never })) as { documentId: string } | null;
  if (!english) throw new Error("[seed] the configuration must exist before its translations");
  const { documentId } = english;
  const find = (status: "draft" | "published") => documents.findOne({ documentId, locale, status, fields: ["documentId"] as never });
  if (!(await find("draft"))) {
    await documents.update({ documentId, locale, data: configurationData({ ...configuration, ...translation }, media, pages) as never });
  }
  if (!(await find("published"))) {
    await documents.publish({ documentId, locale });
    strapi.log.info(`[seed] published the ${locale} configuration`);
  }
};
