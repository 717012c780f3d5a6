import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface GatsbyDevelopOptions {
  workDir: string;
  port: number;
  strapiUrl: string;
  strapiToken: string;
  refreshToken: string;
  /** Sent to the CMS with draft requests (plugins/cms-data-layer/cms/strapi-source-options.ts). */
  previewSecret: string;
  siteUrl: string;
}

/**
 * `gatsby develop` of the draft copy, loopback only: the auth proxy is its only client. Drafts are
 * switched on by SITE_CONTENT_STATUS (plugins/cms-data-layer), and Gatsby's refresh endpoint by its own
 * variable, guarded by a token only this process and the proxy know.
 */
export function spawnGatsbyDevelop(options: GatsbyDevelopOptions): ChildProcess {
  return spawn(path.join(options.workDir, "node_modules", ".bin", "gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(options.port)], {
    cwd: options.workDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // Whatever the parent runs under (Jest's "test", a server's "production"): Gatsby's babel loader reads
      // its per-stage options only when NODE_ENV is not "test", and develop is a development build.
      NODE_ENV: "development",
      STRAPI_URL: options.strapiUrl,
      STRAPI_TOKEN: options.strapiToken,
      SITE_URL: options.siteUrl,
      SITE_CONTENT_STATUS: "draft",
      // Also set by gatsby-config (plugins/cms-data-layer/env.ts); set here too so every Gatsby process, the
      // HTML renderer's included, inlines the same value and the banner never differs between server and client.
      GATSBY_SITE_CONTENT_STATUS: "draft",
      PREVIEW_SECRET: options.previewSecret,
      SITE_NOINDEX: "true",
      ENABLE_GATSBY_REFRESH_ENDPOINT: "true",
      GATSBY_REFRESH_TOKEN: options.refreshToken,
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  });
}
