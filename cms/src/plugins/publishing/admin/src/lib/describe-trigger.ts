/**
 * What started a build, in editors' words. The publisher keeps the trigger as it came: the CMS already words an
 * editor's edit and a scheduled run ("Site Editor (editor@agency.local) published “…”"); the rest are the
 * publisher's own names (event names, "manual reconcile"), said here the way an editor would.
 */
const KIND_WORDS: Record<string, string> = {
  page: "A page",
  "blog-post": "A blog post",
  category: "A category",
  tag: "A tag",
  author: "An author",
  configuration: "The site settings",
  navigation: "A navigation",
};

const EVENT_WORDS: Record<string, string> = {
  "entry.publish": "was published",
  "entry.unpublish": "was unpublished",
  "entry.delete": "was deleted",
  "entry.create": "was saved",
  "entry.update": "was saved",
};

const FIXED: Record<string, string> = {
  "manual reconcile": "A rebuild was requested",
  "periodic reconcile": "The regular check of the site",
  "first build": "The publisher started",
  "the last build did not go live": "The publisher started again after a build that did not go live",
  "edits made during the previous build": "Edits made while the previous build ran",
  "cli build": "A build started on the server",
  "media.update": "A file was replaced",
  "media.delete": "A file was deleted",
  "releases.publish": "A content release was published",
  manual: "A rebuild was requested",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeOne(trigger: string): string {
  const fixed = FIXED[trigger];
  if (fixed) return fixed;
  const rebuild = /^rebuild requested in the admin by (.+)$/.exec(trigger);
  if (rebuild) return `${rebuild[1]} asked for a rebuild`;
  const [event = "", model = ""] = trigger.split(" ");
  const verb = EVENT_WORDS[event];
  if (verb) {
    const kind = model.replace(/^api::([^.]+)\..*$/, "$1");
    return `${KIND_WORDS[kind] ?? "An entry"} ${verb}`;
  }
  return capitalized(trigger);
}

/** One sentence per cause; a build that several edits started names each (the publisher joins them with ", "). */
export function describeTrigger(trigger: string): string {
  // Editors' titles may hold ", " themselves: split only where a new cause starts with a known beginning.
  const parts = trigger.split(/, (?=(?:entry|media|releases)\.|rebuild requested|manual reconcile|periodic reconcile|edits made|scheduled |first build)/);
  return parts.map(describeOne).join("; ");
}
