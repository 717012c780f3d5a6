interface Item {
  documentId?: string;
  menuAttached?: boolean;
  removed?: boolean;
  items?: Item[] | null;
}

/**
 * New navigation items are saved attached to the menu: this site shows every item whatever "In the menu" says (it
 * never asks the plugin for `?menu=true`), so saved as attached, an item says what the site does with it. The admin's
 * form starts a new item at "Yes" too (patches/strapi-plugin-navigation+3.3.7.patch); this holds for any other client
 * (the API, a copy between languages) and for an editor who switches a new item to "No". Items saved before keep their
 * value. Changes the payload in place.
 */
export const attachNewItems = (items: Item[] | null | undefined): void => {
  for (const item of items ?? []) {
    if (!item.documentId && !item.removed) item.menuAttached = true;
    attachNewItems(item.items);
  }
};
