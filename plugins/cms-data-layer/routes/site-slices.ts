import { resolve } from "node:path";
import type { Actions } from "gatsby";
import { DEFAULT_LOCALE, type LocaleCode } from "../../../cms/src/contract/locales";
import type { PlannedRoute } from "./plan-routes";

/**
 * The header and footer are Gatsby Slices (docs/architecture.md, "Header and footer slices"): Gatsby renders a slice
 * once per language and set of props and stitches it into every page that uses it, so an edit to the menus or the
 * configuration renders them again rather than every page. Each alias has one slice per language; the default
 * language's carries the alias's own name, which is also what a page without a language (Gatsby's own) gets.
 */
const SLICE_COMPONENTS = {
  "site-header": resolve("src/app/slices/site-header.tsx"),
  "site-footer": resolve("src/app/slices/site-footer.tsx"),
} as const;

type SliceAlias = keyof typeof SLICE_COMPONENTS;

const ALIASES = Object.keys(SLICE_COMPONENTS) as SliceAlias[];

const sliceId = (alias: SliceAlias, locale: LocaleCode) => (locale === DEFAULT_LOCALE ? alias : `${alias}-${locale}`);

/** A page's slices: its language's header and footer. */
export function pageSlices(locale: LocaleCode): Record<SliceAlias, string> {
  return Object.fromEntries(ALIASES.map((alias) => [alias, sliceId(alias, locale)])) as Record<SliceAlias, string>;
}

/**
 * One header and one footer slice per language that has routes, with that language's cookie policy
 * (src/app/slices/slice-locale.ts). The default language's always exist.
 */
export function createSiteSlices(createSlice: Actions["createSlice"], routes: readonly PlannedRoute[]): void {
  const cookiePolicies = new Map<LocaleCode, string>(routes.map((route) => [route.context.locale, route.context.cookiePolicyPath]));
  const locales = new Set<LocaleCode>([DEFAULT_LOCALE, ...cookiePolicies.keys()]);
  for (const locale of locales) {
    const context = { locale, cookiePolicyPath: cookiePolicies.get(locale) ?? "" };
    for (const alias of ALIASES) createSlice({ id: sliceId(alias, locale), component: SLICE_COMPONENTS[alias], context });
  }
}
