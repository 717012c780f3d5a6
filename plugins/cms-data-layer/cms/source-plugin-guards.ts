import { createRequire } from "node:module";
import { dirname } from "node:path";

/**
 * gatsby-source-strapi's HTTP client has no timeout, so a CMS that accepts connections and never
 * answers would hang the build forever. Its instance comes from `axios.create`, which copies
 * `axios.defaults`: setting the default on the plugin's own copy of axios bounds every request it makes.
 */
export function limitSourcePluginRequests(timeoutMs: number): void {
  const require = createRequire(__filename);
  const pluginDir = dirname(require.resolve("gatsby-source-strapi/package.json"));
  const axios = require(require.resolve("axios", { paths: [pluginDir] })) as { defaults: { timeout?: number } };
  axios.defaults.timeout = timeoutMs;
}

/**
 * On a warm build gatsby-source-strapi fetches only entries whose own `updatedAt` moved, so a change to
 * a related entry (a parent page's slug, a button's target) leaves stale copies in its dependants, and a
 * build against another CMS database finds nothing "new" at all. Forgetting its "last fetched" mark makes
 * every build fetch everything; downloaded media stay cached.
 */
export async function forgetSourcePluginDelta(getCache: (name: string) => { del(key: string): Promise<unknown> }): Promise<void> {
  await getCache("gatsby-source-strapi").del("timestamp");
}
