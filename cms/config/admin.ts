import type { Core } from "@strapi/strapi";
import { secret } from "../src/lib/local-secrets";

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
});

export default config;
