import type { AppServices } from "#app/.server/services.ts";

const RESET_CALLBACK = "/auth?mode=reset";

/**
 * Sends a reset link when the address has an account. The answer is the same either way, so the
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(services: AppServices, email: string): Promise<void> {
  await services.auth.api
    .requestPasswordReset({ body: { email, redirectTo: RESET_CALLBACK } })
    .catch((error: unknown) => {
      services.logger.error({ err: error }, "password reset request failed");
    });
}

export type ResetResult = { ok: true } | { ok: false; error: string };

/** Sets a new password with a single-use, one-hour token; every other session is signed out. */
export async function resetPassword(
  services: AppServices,
  input: { token: string; password: string },
): Promise<ResetResult> {
  try {
    await services.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
    });
    return { ok: true };
  } catch {
    return {
      ok: false,
      error: "This reset link is invalid or has expired. Please request a new one.",
    };
  }
}
