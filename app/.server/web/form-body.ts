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

function notAForm() {
  return data({ message: "Send this form as a form." }, { status: 415 });
}
