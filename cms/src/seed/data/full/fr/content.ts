import type { LocaleContentSeed } from "../../../seed-types";
import { configuration } from "./configuration";
import { navigations } from "./navigations";
import { pages } from "./pages";
import { posts } from "./posts";

/** The full profile in French: every page, the settings, the three navigations and three of the posts. */
export const fr: LocaleContentSeed = { configuration, pages, posts, navigations };
