/**
 * The admin's words for editors where a plugin speaks developer: Strapi merges these over every plugin's own
 * translations (the admin's `config.translations`, app.tsx). Keys are the plugins' own (strapi-plugin-navigation's
 * dist/_chunks/en-*.js flattened under `navigation.`; the upload plugin's under `upload.`).
 */

/**
 * The navigation editor: menus, items and pages, not portals, entities and UI router keys. "Attach to menu" filters
 * an item only for `?menu=true` renders, which this site never asks for: every item shows (docs/navigation.md).
 */
export const NAVIGATION_WORDS: Record<string, string> = {
  "navigation.plugin.name": "Menus",
  "navigation.header.title": "Menus",
  "navigation.header.description": "The site's menus: the header, the footer and the legal links. Saving a menu rebuilds the site with it.",
  "navigation.header.meta": "Menu address for developers: { key }",
  "navigation.header.action.newItem": "Add a menu item",
  "navigation.header.action.manage": "Manage menus",
  "navigation.header.action.collapseAll": "Fold all",
  "navigation.header.action.expandAll": "Unfold all",
  "navigation.submit.cta.cache.purge": "Clear the menus' cache",
  "navigation.empty.description": "This menu has no items yet",
  "navigation.empty.cta": "Add the first item",
  "navigation.popup.navigation.manage.header.LIST": "All menus",
  "navigation.popup.navigation.manage.header.CREATE": "New menu",
  "navigation.popup.navigation.manage.table.locale": "Languages",
  "navigation.popup.navigation.form.name.placeholder": "The menu's name",
  "navigation.popup.item.header.view": "Menu item",
  "navigation.popup.item.header.edit": "Edit the menu item",
  "navigation.popup.item.header.new": "New menu item",
  "navigation.popup.item.form.title.label": "Link text",
  "navigation.popup.item.form.title.autoSync.label": "Use the page's title",
  "navigation.popup.item.form.title.placeholder": "What the menu shows; empty: the page's title",
  "navigation.popup.item.form.uiRouterKey.label": "Item key (for developers)",
  "navigation.popup.item.form.uiRouterKey.placeholder": "Made from the link text when empty",
  "navigation.popup.item.form.path.label": "Address part (for developers)",
  "navigation.popup.item.form.path.placeholder": "The site links the page at the page's own address",
  "navigation.popup.item.form.path.preview": "Preview:",
  "navigation.popup.item.form.externalPath.label": "Web address",
  "navigation.popup.item.form.externalPath.placeholder": "https://… for another site, mailto: or tel:, or a path such as /contact/",
  "navigation.popup.item.form.externalPath.validation.type": "This is not a web address: start it with https://, http://, mailto: or tel:.",
  "navigation.popup.item.form.menuAttached.label": "In the menu",
  "navigation.popup.item.form.menuAttached.value.yes": "Yes",
  "navigation.popup.item.form.menuAttached.value.no": "No (the site still shows it)",
  // The item form asks for these two keys, which the plugin's own translations lack (it shows its fallback words).
  "navigation.popup.item.form.menuAttached.placeholder": "The site shows every item of a menu",
  "navigation.popup.item.form.autoSync.label": "Use the page's title",
  "navigation.components.toggle.enabled": "Yes",
  "navigation.components.toggle.disabled": "No",
  "navigation.popup.item.form.type.label": "Links to",
  "navigation.popup.item.form.type.internal.label": "A page of this site",
  "navigation.popup.item.form.type.internal.source": "Address from: {value}",
  "navigation.popup.item.form.type.external.label": "A web address",
  "navigation.popup.item.form.type.external.description": "Links to: {value}",
  "navigation.popup.item.form.type.wrapper.label": "A heading for the items under it (no link)",
  "navigation.popup.item.form.relatedSection.label": "The page",
  "navigation.popup.item.form.relatedType.label": "Kind of content",
  "navigation.popup.item.form.relatedType.placeholder": "Choose a kind of content…",
  "navigation.popup.item.form.relatedType.empty": "There is no kind of content to choose",
  "navigation.popup.item.form.related.label": "Page",
  "navigation.popup.item.form.related.placeholder": "Choose a page…",
  "navigation.popup.item.form.related.empty": 'Every "{ contentTypeName }" is in this menu already',
  "navigation.popup.item.form.i18n.locale.label": "Copy from the language",
  "navigation.popup.item.form.i18n.locale.placeholder": "Language",
  "navigation.popup.item.form.button.create": "Add the item",
  "navigation.popup.item.form.button.update": "Keep the changes",
  "navigation.notification.navigation.submit": "The menu is saved: the site is being rebuilt with it (see Publishing).",
  "navigation.notification.navigation.error": 'Two items under "{ parentTitle }" have the address part "{ path }" ({ errorTitles }): change one of them.',
  "navigation.notification.navigation.item.relation": "The page this item linked to is gone: choose another page.",
  "navigation.notification.navigation.update.error": "The menu could not be saved. Try again; if it fails again, tell a developer.",
  "navigation.notification.error.item.relation": "Some items link to pages that are gone: choose other pages.",
  "navigation.components.navigationItem.action.newItem": "Add an item under this one",
  "navigation.components.navigationItem.related.localeMissing": "(not translated into this language)",
  "navigation.pages.main.search.placeholder": "Find a menu item…",
  "navigation.pages.main.search.subLabel": "Enter: the next match",
  "navigation.pages.main.header.localization.select.placeholder": "Language",
};

/**
 * The Media Library's delete dialogs warned that "linked content will break" just before the CMS refused to delete a
 * file published content shows (src/media-guards): they say what really happens.
 */
export const MEDIA_WORDS: Record<string, string> = {
  "upload.asset-details.delete.description":
    "This file cannot be recovered once deleted. A file that published content shows is not deleted: you are told where it is used, to change it there first.",
  "upload.list.bulk-actions.delete.confirm.description.cant-be-undone":
    "This can’t be undone. Deleting a folder deletes what is in it. Files that published content shows are not deleted: you are told where they are used.",
};

/** The admin's configuration (app.tsx's `config`): Strapi merges `translations` over the plugins' own. */
export const ADMIN_CONFIG = { translations: { en: { ...NAVIGATION_WORDS, ...MEDIA_WORDS } } };
