// Starts the compiled CMS (dist/) directly, as `strapi start` does after its checks. Skipping the CLI
// saves ~5 s per boot on this machine, because the CLI loads every one of its commands first.
// Used by scripts/lib/cms-process.ts; `npm start` in cms/ (the Strapi CLI) works the same.
const path = require("node:path");
const { createStrapi } = require("@strapi/strapi");

const appDir = path.resolve(__dirname, "..");
createStrapi({ appDir, distDir: path.join(appDir, "dist") }).start();
