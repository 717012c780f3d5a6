/** One widget of the admin's home page, as Strapi's widget registry holds it. */
interface Widget {
  id: string;
}

interface WidgetRegistry {
  register(reduce: (widgets: Widget[]) => Widget[]): void;
}

/**
 * Strapi's "Project statistics" widget (content types, components, admins, webhooks, API tokens) is for developers,
 * and Strapi 5.54 shows it to editors too (its `roles` setting is not applied). Removed from the home page; the
 * settings pages still show each of those.
 */
export const removeDeveloperWidgets = (app: unknown): void => {
  const widgets = (app as { widgets?: WidgetRegistry }).widgets;
  widgets?.register((all) => all.filter((widget) => widget.id !== "key-statistics"));
};
