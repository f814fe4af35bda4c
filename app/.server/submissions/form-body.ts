import { data } from "react-router";

/**
 * The posted form, or a 415 thrown to the error boundary when the body is not a form (JSON, a
 * broken multipart body): the sender's mistake, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "Send this form as a form." }, { status: 415 });
  }
}
