import { createRequire } from "node:module";
import { dirname } from "node:path";
import axiosRetry, { isNetworkError, type IAxiosRetryConfig } from "axios-retry";
import { RETRY_COUNT, RETRY_DELAY_MS, RETRY_STATUS_CODES } from "../../../shared/rules/retry-rule";

// axios's own types, through axios-retry's (the plugin brings its own copy of axios; the site does not depend on one).
type AxiosInstance = Parameters<typeof axiosRetry>[0];
type AxiosError = Parameters<NonNullable<IAxiosRetryConfig["retryCondition"]>>[0];
interface PluginAxios {
  defaults: { timeout?: number };
  create(config?: object): AxiosInstance;
}

/** The copies of axios whose `create` already retries, so that a second call does not wrap it twice. */
const retrying = new WeakSet<object>();
/** The pause before a retry (the shared rule's; tests shorten it). */
let retryDelay = RETRY_DELAY_MS;

/**
 * gatsby-source-strapi's HTTP client has no timeout and no retry. A CMS that accepts connections and never answers
 * would hang the build forever, and one dropped connection (a CMS under load resetting a kept-alive socket: "read
 * ECONNRESET", seen in a test run on 2026-11-29) failed the whole build. Its instance comes from `axios.create`, which
 * copies `axios.defaults`: the default timeout on the plugin's own copy of axios bounds every attempt, and each
 * instance that copy creates retries under the build's HTTP rule (shared/rules/retry-rule.ts: once, after a short
 * pause, on a timeout, a connection error or one of the rule's statuses; the plugin only reads, so GETs only).
 */
export function limitSourcePluginRequests(timeoutMs: number, retryDelayMs: number = RETRY_DELAY_MS): void {
  const require = createRequire(__filename);
  const pluginDir = dirname(require.resolve("gatsby-source-strapi/package.json"));
  const axios = require(require.resolve("axios", { paths: [pluginDir] })) as PluginAxios;
  axios.defaults.timeout = timeoutMs;
  retryDelay = retryDelayMs;
  if (retrying.has(axios)) return;
  retrying.add(axios);
  const create = axios.create.bind(axios);
  axios.create = (config?: object) => retryUnderTheRule(create(config));
}

function retryUnderTheRule(instance: AxiosInstance): AxiosInstance {
  axiosRetry(instance, {
    retries: RETRY_COUNT,
    retryDelay: () => retryDelay,
    // Each attempt gets the whole timeout again.
    shouldResetTimeout: true,
    // The same three cases as the build's own client (shared/http-client.ts): a timed-out attempt, one that got no
    // answer (refused, reset), and the rule's statuses.
    retryCondition: (error: AxiosError) =>
      error.config?.method?.toLowerCase() === "get" &&
      (error.code === "ECONNABORTED" || isNetworkError(error) || (error.response !== undefined && RETRY_STATUS_CODES.includes(error.response.status))),
  });
  return instance;
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
