import { join } from "node:path";
import { spawn } from "node:child_process";
import { captureOutput } from "@agency/shared/process-output";
import { describeSearchIndex } from "@agency/publisher/search/describe-search-index";
import { writeSearchIndex } from "@agency/publisher/search/search-index";
import { ARTIFACTS, ROOT } from "./test-suites";

export interface SiteBuildEnv {
  strapiUrl: string;
  strapiToken: string;
  siteUrl: string;
  extra?: NodeJS.ProcessEnv;
}

/**
 * `gatsby clean && gatsby build` against a given CMS, then the publisher's search index step (public/pagefind/,
 * as every release has it); output goes to the console and a log file.
 */
export async function buildSite(label: string, env: SiteBuildEnv): Promise<boolean> {
  const childEnv = {
    ...process.env,
    STRAPI_URL: env.strapiUrl,
    STRAPI_TOKEN: env.strapiToken,
    SITE_URL: env.siteUrl,
    GATSBY_TELEMETRY_DISABLED: "1",
    BUILD_ID: "",
    ...env.extra,
  };
  const gatsby = join(ROOT, "node_modules", ".bin", "gatsby");
  for (const args of [["clean"], ["build"]]) {
    const child = spawn(gatsby, args, { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    const output = captureOutput(child, { echo: true, file: join(ARTIFACTS, `build-${label}.log`), append: args[0] !== "clean" });
    const code = await new Promise<number>((resolve) => {
      child.once("error", () => resolve(127));
      child.once("close", (exit) => resolve(exit ?? 1));
    });
    output.close();
    if (code !== 0) return false;
  }
  try {
    const index = await writeSearchIndex(join(ROOT, "public"), { logFile: join(ARTIFACTS, `build-${label}-search-index.log`), timeoutMs: 10 * 60_000 });
    console.log(describeSearchIndex(index));
  } catch (error) {
    console.error((error as Error).message);
    return false;
  }
  return true;
}
