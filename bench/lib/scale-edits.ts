import type { StrapiEditor } from "../../scripts/lib/strapi-editor";

/** The generated post the editor changes: its slug in the scale profile. */
export const EDITED_POST = "scale-post-0001";
/** Publishes timed at each size: one run on a shared 2-core machine moves by several seconds. */
export const PUBLISHES = 3;
/** The page whose served HTML shows each edit (a site-wide edit shows on every page; this is one of them). */
export const EDITED_PAGE = `blog/${EDITED_POST}/`;

/**
 * The edits timed at each size, each the way an editor makes it in the admin (so the CMS sends its real webhook),
 * and where visitors see it. Run `run` (1, 2, 3) gives each publish a value of its own.
 */
interface EditKind {
  name: string;
  make(editor: StrapiEditor, run: number): Promise<void>;
  /** True once the served HTML of EDITED_PAGE shows run `run`'s value where visitors see it. */
  isLive(html: string, run: number): boolean;
}

/** The markup of the first `<tag …>…</tag>` in the page: the site's header and footer come before any article's. */
const element = (html: string, tag: string): string => {
  const start = html.indexOf(`<${tag}`);
  return start < 0 ? "" : html.slice(start, html.indexOf(`</${tag}>`, start));
};

const postTitle = (run: number) => `Scale bench edit ${run}`;
/** The main navigation's top-level "Contact" item (full seed), renamed; it shows in the header of every page. */
const navigationLabel = (run: number) => (run === 0 ? "Contact" : `Talk to us ${run}`);
/** The site configuration's telephone (the seed's is +44 20 7946 0321); it shows in the footer of every page. */
const telephone = (run: number) => `+44 20 7946 0${run}${run}${run}`;

export const EDITS: EditKind[] = [
  {
    name: "one post title",
    make: (editor, run) => editor.edit("post", EDITED_POST, { title: postTitle(run) }),
    isLive: (html, run) => html.includes(postTitle(run)),
  },
  {
    name: "one main-navigation item renamed",
    make: (editor, run) => editor.renameNavigationItem("main-navigation", navigationLabel(run - 1), navigationLabel(run)),
    isLive: (html, run) => element(html, "header").includes(navigationLabel(run)),
  },
  {
    name: "the configuration's telephone",
    make: (editor, run) => editor.editConfiguration({ telephone: telephone(run) }),
    isLive: (html, run) => element(html, "footer").includes(telephone(run)),
  },
];
