interface Item {
  documentId?: string;
  menuAttached?: boolean;
  removed?: boolean;
  items?: Item[] | null;
}

/**
 * New navigation items are saved attached to the menu. The plugin's form starts every new item at "Attach to menu:
 * no" (its defaults are fixed in its admin bundle), although this site shows every item whatever that says (it never
 * asks the plugin for `?menu=true`): saved as attached, an item says what the site does with it. Items saved before
 * keep their value. Changes the payload in place.
 */
export const attachNewItems = (items: Item[] | null | undefined): void => {
  for (const item of items ?? []) {
    if (!item.documentId && !item.removed) item.menuAttached = true;
    attachNewItems(item.items);
  }
};
