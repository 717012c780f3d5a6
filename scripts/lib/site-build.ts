import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { ARTIFACTS, ROOT } from "./test-suites";

export interface SiteBuildEnv {
  strapiUrl: string;
  strapiToken: string;
  siteUrl: string;
  extra?: NodeJS.ProcessEnv;
}

/** `gatsby clean && gatsby build` against a given CMS; output goes to the console and a log file. */
export async function buildSite(label: string, env: SiteBuildEnv): Promise<boolean> {
  const log = createWriteStream(join(ARTIFACTS, `build-${label}.log`));
  const childEnv = {
    ...process.env,
    STRAPI_URL: env.strapiUrl,
    STRAPI_TOKEN: env.strapiToken,
    SITE_URL: env.siteUrl,
    GATSBY_TELEMETRY_DISABLED: "1",
    BUILD_ID: "",
    GATSBY_BUILD_ID: "",
    ...env.extra,
  };
  const gatsby = join(ROOT, "node_modules", ".bin", "gatsby");
  for (const args of [["clean"], ["build"]]) {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(gatsby, args, { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk: Buffer) => {
        process.stdout.write(chunk);
        log.write(chunk);
      });
      child.stderr.on("data", (chunk: Buffer) => {
        process.stderr.write(chunk);
        log.write(chunk);
      });
      child.on("exit", (exit) => resolve(exit ?? 1));
    });
    if (code !== 0) {
      log.end();
      return false;
    }
  }
  log.end();
  return true;
}
