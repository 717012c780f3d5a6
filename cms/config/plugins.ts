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

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
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
  // Enquiry emails (docs/enquiries.md) through any SMTP server; locally the mail catcher that `npm start` runs.
  // Timeouts are short because a visitor's request waits for the send; a failed send is retried by a job.
  email: {
    config: {
      provider: "nodemailer",
      providerOptions: {
        host: env("SMTP_HOST", "127.0.0.1"),
        port: env.int("SMTP_PORT", 1025),
        secure: env.bool("SMTP_SECURE", false),
        ...(env("SMTP_USER", "") ? { auth: { user: env("SMTP_USER"), pass: env("SMTP_PASS", "") } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      settings: {
        defaultFrom: env("ENQUIRY_FROM", "Website <website@localhost>"),
        defaultReplyTo: env("ENQUIRY_FROM", "Website <website@localhost>"),
      },
    },
  },
  // Editors' CSV export of the enquiries and its button in the list view (src/plugins/enquiry-export), resolved
  // like the publishing plugin above.
  "enquiry-export": {
    enabled: true,
    resolve: path.join(__dirname, "..", "src", "plugins", "enquiry-export"),
  },
  // Media in an S3-compatible bucket when S3_BUCKET is set (src/lib/media-storage.ts), else on the CMS's disk.
  ...(storage ? { upload: { config: s3UploadConfig(storage) } } : {}),
});

export default config;
