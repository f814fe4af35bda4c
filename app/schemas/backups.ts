import { z } from "zod";

/** The /admin/backups form: its one action makes a backup now. */
export const CreateBackupSchema = z.object({
  intent: z.literal("create", { error: "Choose Back up now to make a backup." }),
});
