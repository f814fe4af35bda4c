import { z } from "zod";
import { text } from "./text.ts";

/** The theme switch's post; `returnTo` comes only from the form a browser without JavaScript sends. */
export const ThemeChoiceSchema = z.object({
  theme: z.enum(["dark", "light"], { error: "Choose dark or light" }),
  returnTo: text().optional(),
});
