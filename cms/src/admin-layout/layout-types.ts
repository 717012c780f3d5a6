/** What the content manager shows for one model: field labels and help texts, and for lists their columns and order. */
export interface FieldText {
  label: string;
  /** The help text under the field in the edit view. */
  description?: string;
}

export interface ModelLayout {
  kind: "content-type" | "component";
  uid: string;
  fields: Record<string, FieldText>;
  /** The list view's columns (the status column is added by Strapi for draft & publish types). */
  list?: string[];
  sort?: { by: string; order: "ASC" | "DESC" };
  /** The edit view's rows in this order of their fields (fields not named keep their place after them). */
  editOrder?: string[];
}

/** The timestamp columns lists show; labels only (they are not edited). */
export const TIMESTAMP_TEXTS: Record<string, FieldText> = {
  createdAt: { label: "Created" },
  updatedAt: { label: "Updated" },
  createdBy: { label: "Created by" },
  updatedBy: { label: "Updated by" },
};

/** Every SEO component takes the same words, wherever it sits. */
export const SEO_TEXT: FieldText = {
  label: "Search and sharing",
  description: "Optional: how search engines and link previews show this entry. Empty fields fall back to the title, the summary and the site's defaults.",
};
