import type { Core } from "@strapi/strapi";
import { secret } from "../src/lib/local-secrets";
import { previewAdminConfig } from "../src/lib/preview-config";

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: secret("ADMIN_JWT_SECRET"),
  },
  apiToken: {
    salt: secret("API_TOKEN_SALT"),
  },
  transfer: {
    token: {
      salt: secret("TRANSFER_TOKEN_SALT"),
    },
  },
  secrets: {
    encryptionKey: secret("ENCRYPTION_KEY"),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // Tests and CI run the content API without building the admin panel (SERVE_ADMIN_PANEL=false).
  serveAdminPanel: env.bool("SERVE_ADMIN_PANEL", true),
  // "Open preview" in the edit view of pages, posts and the configuration (docs/preview.md).
  preview: previewAdminConfig(),
});

export default config;
