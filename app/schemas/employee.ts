import { z } from "zod";
import { EmailSchema } from "./auth.ts";
import { text } from "./text.ts";

/** Long enough for any real shared password; anything longer cannot match and is refused as such. */
export const EMPLOYEE_PASSWORD_MAX = 256;

const OUTDATED_FORM = "This form is out of date. Please reload the page and try again.";

export const EmployeeSignInSchema = z.object({
  intent: z.literal("sign-in", { error: OUTDATED_FORM }),
  email: EmailSchema,
  password: text({ error: "Please enter the employee password" })
    .min(1, { error: "Please enter the employee password" })
    .max(EMPLOYEE_PASSWORD_MAX, { error: "Invalid employee credentials" }),
});

export const RequestMeetingSchema = z.object({
  intent: z.literal("request-meeting", { error: OUTDATED_FORM }),
  managerId: text({ error: "Please choose a manager to meet" })
    .trim()
    .min(1, { error: "Please choose a manager to meet" })
    .max(64, { error: "Please choose a manager from the list" }),
});

export const EmployeeSignOutSchema = z.object({
  intent: z.literal("sign-out", { error: OUTDATED_FORM }),
});

export const EmployeePortalActionSchema = z.discriminatedUnion(
  "intent",
  [EmployeeSignInSchema, RequestMeetingSchema, EmployeeSignOutSchema],
  { error: OUTDATED_FORM },
);

export type EmployeePortalIntent = z.infer<typeof EmployeePortalActionSchema>["intent"];
