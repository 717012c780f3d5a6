/** Strapi's key for "this banner was dismissed", one per value of its legacy-media-library flag. */
const BANNER_KEYS = ["STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false", "STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_true"];

const dismiss = (scope: unknown): void => {
  for (const key of BANNER_KEYS) window.localStorage.setItem(`${key}:${String(scope)}`, "true");
};

/**
 * Strapi's "Introducing the new Media Library" banner (a link to its blog) comes back on every new browser and
 * for every account until closed; editors have nothing to do with it. It is closed for them the way Strapi
 * records a closed banner: a local-storage key scoped by the project's uuid (from /admin/init; "false" or
 * undefined while the project has none, as here with telemetry off), written before the layout renders.
 */
export const dismissMarketingBanner = (): void => {
  dismiss(false);
  dismiss(undefined);
  void fetch("/admin/init")
    .then((response) => response.json() as Promise<{ data?: { uuid?: unknown } }>)
    .then(({ data }) => dismiss(data?.uuid))
    .catch(() => undefined);
};
