import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { readFormData, readMultipartForm } from "./form-body.ts";

/**
 * A posted form, read through the guarded reader and parsed with the schema its page shares. Every
 * action reads its form this way; what was typed stays in `submission.payload` (see `postedText`).
 */
export async function parseFormPost<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await readFormData(request), { schema });
}

/** A posted multipart form (a file upload), parsed with its schema as `parseFormPost` does. */
export async function parseUploadPost<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await readMultipartForm(request), { schema });
}

/** A field as it was posted, before the schema: what a page shows back even when it was refused. */
export function postedText(submission: Submission<unknown>, name: string): string | null {
  const value = submission.payload[name];
  return typeof value === "string" ? value : null;
}

/**
 * The answer to a form that did not pass its schema: Conform's reply, so the page shows each
 * message by its field, with status 400.
 */
export function invalidForm(submission: Submission<unknown>) {
  return data({ result: submission.reply() }, { status: 400 });
}
