import type { Core } from "@strapi/strapi";
import type { VersionVia } from "../../../../contract/history-contract";
import { accountName } from "../editor-trigger";
import { adminOf, scheduledRun } from "../scheduling/scheduled-trigger";

interface RequestState {
  state?: { auth?: { strategy?: { name?: string }; credentials?: { name?: unknown } }; user?: { username?: unknown; email?: unknown } };
}

const upperFirst = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * Who made a publish or unpublish, in the words the History panel shows, and by which way in. Found in the request's
 * (or the scheduled run's) async context, like the webhook's trigger (scheduling/scheduled-trigger.ts).
 */
export function whoDidIt(strapi: Core.Strapi): { recordedBy: string; via: VersionVia } {
  const scheduled = scheduledRun();
  if (scheduled) return { recordedBy: upperFirst(scheduled), via: "schedule" };
  const admin = adminOf(strapi);
  if (admin) return { recordedBy: accountName(admin) ?? "An admin user", via: "admin" };
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  const strategy = ctx?.state?.auth?.strategy?.name;
  if (strategy === "content-api-token" || strategy === "api-token") {
    const name = ctx?.state?.auth?.credentials?.name;
    return { recordedBy: typeof name === "string" && name ? `API token “${name}”` : "An API token", via: "api" };
  }
  if (strategy === "users-permissions") {
    const user = ctx?.state?.user;
    const name = typeof user?.username === "string" ? user.username : typeof user?.email === "string" ? user.email : null;
    return { recordedBy: name ? `Site user “${name}”` : "A site user", via: "api" };
  }
  if (ctx) return { recordedBy: "A public API request", via: "api" };
  // No request: the seed, a migration or a script run inside the CMS process.
  return { recordedBy: "The CMS itself (seed or script)", via: "system" };
}
