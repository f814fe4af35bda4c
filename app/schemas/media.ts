import { z } from "zod";
import { text } from "./text.ts";

const MediaIdSchema = z.uuid({ error: "That image could not be found." });

/** Alt text says what the picture shows, for people who cannot see it; it is required to use one. */
export const MediaAltSchema = text({ error: "Describe the image for people who cannot see it" })
  .trim()
  .min(1, { error: "Describe the image for people who cannot see it" })
  .max(300, { error: "Keep the alt text under 300 characters" });

/** A picture's alt text, as its card on /admin/media posts it. */
export const MediaAltFormSchema = z.object({
  intent: z.literal("alt"),
  mediaId: MediaIdSchema,
  alt: MediaAltSchema,
});

/** The commands on one picture of /admin/media. */
export const MediaActionSchema = z.discriminatedUnion("intent", [
  MediaAltFormSchema,
  z.object({ intent: z.literal("delete"), mediaId: MediaIdSchema }),
]);

/** One picture, posted as multipart to /admin/media/upload; its bytes are checked on the server. */
export const MediaUploadSchema = z.object({
  file: z.instanceof(File, { error: "Choose an image to upload" }),
});

/** The picker's search: words in the alt text or the file name. */
export const MediaQuerySchema = z.object({
  q: text().trim().max(200, { error: "Search for at most 200 characters" }).optional(),
});
