import { bootstrap } from "./server/bootstrap";
import { entryVersionSchema } from "./server/content-types/entry-version";
import { scheduledActionSchema } from "./server/content-types/scheduled-action";
import { historyController } from "./server/controllers/history-controller";
import { publishingController } from "./server/controllers/publishing-controller";
import { scheduleController } from "./server/controllers/schedule-controller";
import { register } from "./server/register";
import { routes } from "./server/routes";

/**
 * The plugin's server side, loaded by Strapi through package.json's "./strapi-server" export. The cms
 * build compiles it with the rest of src/ into dist/, where config/plugins.ts points Strapi at run time.
 */
export default {
  register,
  bootstrap,
  routes,
  controllers: { publishing: publishingController, schedule: scheduleController, history: historyController },
  contentTypes: { "scheduled-action": { schema: scheduledActionSchema }, "entry-version": { schema: entryVersionSchema } },
};
