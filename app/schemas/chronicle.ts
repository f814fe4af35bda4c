import { z } from "zod";
import { ALL_REQUIRED, CHRONICLE_CATEGORIES } from "./form-choices.ts";
import {
  choiceOf,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalText,
  personName,
  requiredText,
  SHORT_TEXT_MAX,
} from "./form-fields.ts";

export const ChronicleSchema = z.object({
  name: personName(ALL_REQUIRED, "Your name"),
  email: emailField(ALL_REQUIRED),
  title: requiredText(ALL_REQUIRED, SHORT_TEXT_MAX, "The title"),
  story: requiredText(ALL_REQUIRED, 20_000, "Your story"),
  category: choiceOf(CHRONICLE_CATEGORIES, "Please choose a category").optional(),
  achievements: optionalText(LONG_TEXT_MAX, "Key achievements"),
  website: honeypot,
});
export type ChronicleSubmission = z.infer<typeof ChronicleSchema>;
