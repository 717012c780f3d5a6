import fs from "node:fs";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import { publicDir } from "../src/lib/app-root";
import { secret } from "../src/lib/local-secrets";
import { mediaStorage, s3UploadConfig } from "../src/lib/media-storage";

// The local upload provider refuses to start without public/uploads, which git does not keep
// (uploaded files are data, not source).
fs.mkdirSync(path.join(publicDir(), "uploads"), { recursive: true });

const storage = mediaStorage();

const config = (_params: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  "users-permissions": {
    config: {
      jwtSecret: secret("JWT_SECRET"),
    },
  },
  // The plugin reads these only through its settings store; src/bootstrap/navigation-config.ts
  // writes them there on first boot. Kept here as the documented intent.
  navigation: {
    enabled: true,
    config: {
      contentTypes: ["api::page.page"],
      contentTypesNameFields: { "api::page.page": ["title"] },
      pathDefaultFields: { "api::page.page": ["slug"] },
      allowedLevels: 3,
    },
  },
  // The Publishing panel (src/plugins/publishing). Resolved from this file's folder on purpose: the admin
  // build reads config/plugins.ts from source and takes the plugin's TypeScript admin code from src/, while
  // the server runs dist/config/plugins.js and so loads the compiled server code from dist/src/.
  publishing: {
    enabled: true,
    resolve: path.join(__dirname, "..", "src", "plugins", "publishing"),
  },
  // Media in an S3-compatible bucket when S3_BUCKET is set (src/lib/media-storage.ts), else on the CMS's disk.
  ...(storage ? { upload: { config: s3UploadConfig(storage) } } : {}),
});

export default config;
