import type { Core } from "@strapi/strapi";

/**
 * When started by scripts/lib/cms-process.ts (CMS_EXIT_WITH_PARENT=1), stdin is a pipe from the
 * parent. If the parent dies, even by SIGKILL, the pipe closes and this process shuts down instead of
 * lingering as an orphan that holds the port and the database.
 */
export const exitWithParent = (strapi: Core.Strapi): void => {
  if (process.env.CMS_EXIT_WITH_PARENT !== "1") return;
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    strapi.log.info("[cms] parent process is gone, shutting down");
    const force = setTimeout(() => process.exit(0), 5000);
    force.unref();
    Promise.resolve(strapi.destroy()).finally(() => process.exit(0));
  };
  process.stdin.on("end", leave);
  process.stdin.on("close", leave);
  process.stdin.on("error", leave);
  process.stdin.resume();
};
