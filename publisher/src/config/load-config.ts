import path from "node:path";
import { httpUrl, int, port, str, type Env } from "@agency/shared/env";
import { publisherSiteDir, publisherStateDir } from "@agency/shared/local-secret";
import { loadDeployConfig, type DeployConfig } from "./deploy-config";
import { resolveWebhookToken } from "./webhook-token";

/** Everything the publisher needs, resolved once from the environment (see ENV below). */
export interface PublisherConfig {
  /** The Gatsby site (repo root): the build command runs here and writes `<siteDir>/public`. */
  siteDir: string;
  buildCommand: string;
  outputDir: string;
  releasesDir: string;
  stateDir: string;
  keepReleases: number;
  buildTimeoutMs: number;
  /** The site build's V8 heap ceiling in MB (NODE_OPTIONS' --max-old-space-size); 0: V8's default. */
  buildHeapMb: number;
  /** True when buildHeapMb is the publisher's default, not the operator's: a build that outgrows it runs again without. */
  buildHeapIsDefault: boolean;
  strapiUrl: string;
  strapiToken: string;
  cmsHealthTimeoutMs: number;
  webhookToken: string;
  webhookHost: string;
  webhookPort: number;
  siteHost: string;
  sitePort: number;
  bodyLimitBytes: number;
  quietMs: number;
  maxWaitMs: number;
  /** 0 turns the periodic reconcile build off. */
  reconcileIntervalMs: number;
  /** Set when the site is built with Google Tag Manager; widens the CSP allow-list. */
  gtmId: string;
  /** The bucket every release is deployed to before it counts as live; null serves locally only. */
  deploy: DeployConfig | null;
}

/** publisher/src/config → repo root. `__dirname` works under tsx (CJS) and babel-jest alike. */
export const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

const MIB = 1024 * 1024;

/**
 * V8 lets a heap grow to a quarter of the machine's memory before it collects in earnest, so much of a big build's
 * resident memory is garbage: at 5,000 posts this ceiling took the peak from 2.7 to 2.1 GB with warm builds no slower
 * (docs/publishing.md, "The build's memory"; bench/RESULTS.md).
 */
export const DEFAULT_BUILD_HEAP_MB = 896;

/**
 * Reads the publisher's configuration. `overrides` win over the environment, which lets tests
 * and the product's run command pass values without mutating process.env.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<PublisherConfig> = {}): PublisherConfig {
  const siteDir = overrides.siteDir ? path.resolve(overrides.siteDir) : publisherSiteDir(env);
  const stateDir = overrides.stateDir ? path.resolve(siteDir, overrides.stateDir) : publisherStateDir(env, siteDir);
  const base: PublisherConfig = {
    siteDir,
    buildCommand: str(env, "PUBLISHER_BUILD_COMMAND", "npx --no gatsby build"),
    outputDir: path.resolve(siteDir, str(env, "PUBLISHER_OUTPUT_DIR", "public")),
    releasesDir: path.resolve(siteDir, str(env, "PUBLISHER_RELEASES_DIR", "releases")),
    stateDir,
    // Two is the floor: the release just replaced must survive until in-flight requests finish. Twenty by default: the
    // content history (docs/history.md) tells which release showed which version only while the release is kept, and
    // hard-linked unchanged files make each one cost little (docs/publishing.md, "Releases kept").
    keepReleases: int(env, "PUBLISHER_KEEP_RELEASES", 20, 2),
    buildTimeoutMs: int(env, "PUBLISHER_BUILD_TIMEOUT_MS", 10 * 60_000, 1),
    buildHeapMb: int(env, "PUBLISHER_BUILD_HEAP_MB", DEFAULT_BUILD_HEAP_MB),
    buildHeapIsDefault: str(env, "PUBLISHER_BUILD_HEAP_MB", "") === "",
    strapiUrl: httpUrl(env, "STRAPI_URL", "http://127.0.0.1:1337"),
    strapiToken: str(env, "STRAPI_TOKEN", ""),
    cmsHealthTimeoutMs: int(env, "PUBLISHER_CMS_HEALTH_TIMEOUT_MS", 60_000, 1),
    webhookToken: "",
    webhookHost: str(env, "PUBLISHER_WEBHOOK_HOST", "127.0.0.1"),
    webhookPort: port(env, "PUBLISHER_WEBHOOK_PORT", 9001),
    siteHost: str(env, "PUBLISHER_SITE_HOST", "127.0.0.1"),
    sitePort: port(env, "PUBLISHER_SITE_PORT", 9000),
    bodyLimitBytes: int(env, "PUBLISHER_BODY_LIMIT_BYTES", MIB, 1),
    quietMs: int(env, "PUBLISHER_QUIET_MS", 2_000),
    maxWaitMs: int(env, "PUBLISHER_MAX_WAIT_MS", 15_000),
    reconcileIntervalMs: int(env, "PUBLISHER_RECONCILE_INTERVAL_MS", 60 * 60_000),
    gtmId: str(env, "GATSBY_GTM_ID", ""),
    deploy: null,
  };
  const merged = { ...base, ...overrides };
  // The grace period defaults to the releases kept on disk, so both forget a release at the same time.
  if (overrides.deploy === undefined) merged.deploy = loadDeployConfig(env, merged.keepReleases);
  merged.webhookToken = overrides.webhookToken ?? resolveWebhookToken(env, merged.stateDir);
  return merged;
}
