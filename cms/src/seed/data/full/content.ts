import type { SeedProfile } from "../../seed-types";
import { configuration } from "./configuration";
import { fr } from "./fr/content";
import { images } from "./images";
import { navigations } from "./navigations";
import { pages } from "./pages";
import { posts } from "./posts";
import { taxonomy } from "./taxonomy";

/** The default profile: realistic content in every field the site can show (every post has an author, a category and tags), in English and in French. */
export const full: SeedProfile = { name: "full", images, configuration, pages, posts, taxonomy, navigations, translations: { fr } };
