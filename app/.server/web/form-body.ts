import { data } from "react-router";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * The one way an action reads a posted form. The site's forms post URL-encoded (with or without
 * JavaScript), so anything else — JSON, multipart, a body that does not parse — is the sender's
 * mistake: a 415 thrown to the error boundary, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) throw notAForm();
  try {
    return await request.formData();
  } catch {
    throw notAForm();
  }
}

/**
 * A posted multipart form: the one kind that carries a file (the media library's upload). Its
 * size was held to the upload's limit before any of it was read (server/body-limit.ts).
 */
export async function readMultipartForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data") throw notAForm("Send the file as a multipart form.");
  try {
    return await request.formData();
  } catch {
    throw notAForm("Send the file as a multipart form.");
  }
}

function notAForm(message = "Send this form as a form.") {
  return data({ message }, { status: 415 });
}
