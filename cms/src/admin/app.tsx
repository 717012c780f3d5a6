import type { StrapiApp } from "@strapi/strapi/admin";
import { installAltTextAtUpload } from "./alt-text-at-upload";
import { addMissingTranslationsColumn, INJECT_COLUMN_IN_TABLE } from "./missing-translations-column";
import { removeDeveloperWidgets } from "./developer-widgets";
import { ADMIN_CONFIG } from "./editor-words";
import { dismissMarketingBanner } from "./no-marketing-banner";
import { modelLinksForDevelopers, type HeaderAction } from "./model-links-for-developers";
import { PostDateToday } from "./post-date-today";
import { installSlugCheckParent } from "./page-parent";
import { installRefusalPanel } from "./refusal-panel";
import { installReplaceNotice } from "./replace-notice";
import { SeoPreviewPanel, type SeoPreviewPanelType } from "./seo-preview-panel";
import { SlugFollowsTitle, type EditViewPanel } from "./slug-follows-title";
import { TranslationsPanel, type TranslationsPanelType } from "./translations-panel";
import { UsedByPanel, type UsedByPanelType } from "./used-by-panel";

/**
 * The admin's own customisations (Strapi's build loads src/admin/app.tsx and calls its register with the app).
 * In the edit view: the slug of a new page or post follows its title (slug-follows-title.ts), a new post's date
 * starts at today (post-date-today.ts), a panel previews the search result and social card with character counts
 * (seo-preview-panel.tsx, with the page's whole address: page-parent.ts, which also tells the slug check the page's
 * parent), a panel lists where the entry's images are used (used-by-panel.tsx), a panel names the
 * languages the entry is missing in, with a link to write each (translations-panel.tsx), and
 * "Edit the model" and "Configure the view" show only for accounts that may use them (model-links-for-developers.ts). Strapi's
 * marketing banner is closed (no-marketing-banner.ts), the CMS's refusals stay on screen until dismissed
 * (refusal-panel.ts), and so do the pages a replaced file changes at the next build (replace-notice.ts). Uploading
 * an image asks for its alternative text first (alt-text-at-upload.tsx). The home page has no developers'
 * statistics (developer-widgets.ts). The list of a localized type has a "Missing in" column
 * (missing-translations-column.tsx).
 */
export default {
  // The navigation editor and the Media Library's delete dialogs in editors' words (editor-words.ts): Strapi merges
  // these over the plugins' own translations.
  config: ADMIN_CONFIG,
  register(app: StrapiApp) {
    // The content manager exposes its edit-view APIs as an untyped record on its plugin object.
    const contentManager = app.getPlugin("content-manager").apis as {
      addEditViewSidePanel?: (panels: Array<EditViewPanel | TranslationsPanelType | UsedByPanelType | SeoPreviewPanelType>) => void;
      // The header's actions ("Edit the model", "Configure the view") are among the document actions, by position.
      addDocumentAction?: (reduce: (actions: HeaderAction[]) => HeaderAction[]) => void;
    };
    contentManager.addEditViewSidePanel?.([SlugFollowsTitle, PostDateToday, TranslationsPanel, SeoPreviewPanel, UsedByPanel]);
    app.registerHook(INJECT_COLUMN_IN_TABLE, addMissingTranslationsColumn);
    contentManager.addDocumentAction?.(modelLinksForDevelopers);
    dismissMarketingBanner();
    installRefusalPanel();
    installReplaceNotice();
    installAltTextAtUpload();
    installSlugCheckParent();
    removeDeveloperWidgets(app);
  },
};
