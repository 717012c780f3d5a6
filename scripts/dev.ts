/**
 * For developers: the CMS (with admin panel) and `gatsby develop` on http://127.0.0.1:8000, GraphiQL at
 * http://127.0.0.1:8000/___graphql. Ctrl-C stops both.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { httpUrl, port } from "@agency/shared/env";
import { developerLogin, editorLogin, startCms } from "./lib/cms-process";

async function main(): Promise<void> {
  const devPort = port(process.env, "DEV_PORT", 8000);
  const siteUrl = httpUrl(process.env, "SITE_URL", `http://127.0.0.1:${devPort}`);
  const cms = await startCms({ port: port(process.env, "PORT", 1337), serveAdmin: true, log: "quiet" });
  console.log(`CMS admin: ${cms.adminUrl}\n  editor login:      ${editorLogin(cms)}\n  super admin login: ${developerLogin(cms)}`);
  const root = join(__dirname, "..");
  const gatsby = spawn(join(root, "node_modules", ".bin", "gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(devPort)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, STRAPI_URL: cms.url, STRAPI_TOKEN: cms.token, SITE_URL: siteUrl },
  });
  const stop = async (code: number) => {
    gatsby.kill("SIGTERM");
    await cms.stop();
    process.exit(code);
  };
  gatsby.on("exit", (code) => void stop(code ?? 0));
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));
}

main().catch((error) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
