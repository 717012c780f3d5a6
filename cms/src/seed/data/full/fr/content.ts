import type { LocaleContentSeed } from "../../../seed-types";
import { configuration } from "./configuration";
import { navigations } from "./navigations";
import { pages } from "./pages";
import { posts } from "./posts";
import { taxonomy } from "./taxonomy";

/** The full profile in French: every page, the settings, the three navigations and three of the posts, every category, tag and author. */
export const fr: LocaleContentSeed = { configuration, pages, posts, taxonomy, navigations };
