import * as analyticsTables from "./analytics-schema.ts";
import * as availabilityTables from "./availability-schema.ts";
import * as formTables from "./forms-schema.ts";
import * as jobTables from "./jobs-schema.ts";
import * as mediaTables from "./media-schema.ts";
import * as newsletterTables from "./newsletter-schema.ts";
import * as notificationTables from "./notifications-schema.ts";
import * as postTables from "./posts-schema.ts";
import * as coreTables from "./schema.ts";
import * as securityTables from "./security-schema.ts";
import * as shopTables from "./shop-schema.ts";

/**
 * Every table, for the Drizzle client: each schema module whole, so a table added to one is known
 * without being listed again (the client passes over the enums and constants beside the tables).
 * drizzle-kit reads the schema modules themselves.
 */
export const schema = {
  ...coreTables,
  ...securityTables,
  ...shopTables,
  ...formTables,
  ...jobTables,
  ...analyticsTables,
  ...notificationTables,
  ...postTables,
  ...mediaTables,
  ...availabilityTables,
  ...newsletterTables,
};
