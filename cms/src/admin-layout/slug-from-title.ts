import type { Core } from "@strapi/strapi";

interface SlugRule {
  field: string;
  targetField: string;
  /** Strapi's fallback slug for the model: its name, with -1, -2 … when taken. */
  fallback: RegExp;
}

interface UidService {
  generateUIDField(input: { contentTypeUID: string; field: string; data: Record<string, unknown>; locale?: string }): Promise<string>;
}

/** Every uid field of our models that names a target field (slug ← title). */
const slugRules = (strapi: Core.Strapi): Map<string, SlugRule> => {
  const rules = new Map<string, SlugRule>();
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith("api::")) continue;
    for (const [field, attribute] of Object.entries(contentType.attributes as Record<string, { type: string; targetField?: string }>)) {
      if (attribute.type === "uid" && attribute.targetField) {
        rules.set(uid, { field, targetField: attribute.targetField, fallback: new RegExp(`^${contentType.modelName}(-\\d+)?$`) });
      }
    }
  }
  return rules;
};

const filled = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The slug follows the title until someone types one. Strapi 5's edit view fills a required uid field
 * as it opens, before any title is typed, so it asks the server for a slug of an empty title and gets
 * the model's name ("blog-post", "page"); it never asks again when the title changes (its UIDInput
 * does not watch the target field: strapi/strapi#21472). So when an entry is created with that
 * fallback, or with no slug, the slug is made from its title, the way the edit view's "regenerate"
 * button would (unique among drafts). A slug typed by hand is kept, and so is any slug after creation:
 * published addresses do not move by themselves.
 */
export const registerSlugFromTitle = (strapi: Core.Strapi): void => {
  const rules = slugRules(strapi);
  const uids = strapi.plugin("content-manager").service("uid") as unknown as UidService;

  strapi.documents.use(async (context, next) => {
    const rule = rules.get(context.uid);
    if (rule && context.action === "create") {
      const params = context.params as { data?: Record<string, unknown>; locale?: string };
      const data = params.data;
      const slug = data?.[rule.field];
      if (data && filled(data[rule.targetField]) && (!filled(slug) || rule.fallback.test(slug))) {
        data[rule.field] = await uids.generateUIDField({ contentTypeUID: context.uid, field: rule.field, data, locale: params.locale });
      }
    }
    return next();
  });
};
