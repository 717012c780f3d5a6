import { useAuth } from "@strapi/strapi/admin";

/** A header action of the content manager's edit view: a hook that answers its button, or null for none. */
export interface HeaderAction {
  (props: { model: string; collectionType: string }): unknown;
  type?: string;
  position?: unknown;
}

/**
 * The header actions that lead to developers' screens, and the permission each needs. Strapi shows them to every
 * account, and an editor who follows one lands on "You don't have the permissions to access that page".
 */
const NEEDS: Record<string, (collectionType: string) => string> = {
  "edit-the-model": () => "plugin::content-type-builder.read",
  "configure-the-view": (collectionType) => `plugin::content-manager.${collectionType === "single-types" ? "single-types" : "collection-types"}.configure-view`,
};

/** The action, shown only to accounts that hold its permission. Its own hooks always run, so React sees the same hooks on each render. */
const forDevelopers = (action: HeaderAction, permission: (collectionType: string) => string): HeaderAction => {
  const guarded: HeaderAction = (props) => {
    const button = action(props);
    const allowed = useAuth("ModelLinksForDevelopers", (auth) => auth.permissions.some((held) => held.action === permission(props.collectionType)));
    return allowed ? button : null;
  };
  guarded.type = action.type;
  guarded.position = action.position;
  return guarded;
};

/** Reducer for the content manager's addDocumentAction (its header actions are document actions too): "Edit the model" and "Configure the view" for those who may use them. */
export const modelLinksForDevelopers = (actions: HeaderAction[]): HeaderAction[] =>
  actions.map((action) => {
    const permission = action.type ? NEEDS[action.type] : undefined;
    return permission ? forDevelopers(action, permission) : action;
  });
