import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/.server/db/schema.ts",
    "./app/.server/db/shop-schema.ts",
    "./app/.server/db/forms-schema.ts",
    "./app/.server/db/security-schema.ts",
    "./app/.server/db/jobs-schema.ts",
    "./app/.server/db/analytics-schema.ts",
    "./app/.server/db/notifications-schema.ts",
    "./app/.server/db/posts-schema.ts",
    "./app/.server/db/media-schema.ts",
    "./app/.server/db/availability-schema.ts",
    "./app/.server/db/newsletter-schema.ts",
  ],
  out: "./drizzle",
});
