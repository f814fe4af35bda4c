import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { readFormData } from "./form-body.ts";

/** A posted form, read through the guarded reader and parsed with the schema its page shares. */
export async function parseFormPost<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await readFormData(request), { schema });
}

/**
 * The answer to a form that did not pass its schema: Conform's reply, so the page shows each
 * message by its field, with status 400.
 */
export function invalidForm(submission: Submission<unknown>) {
  return data({ result: submission.reply() }, { status: 400 });
}
