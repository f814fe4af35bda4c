/** The Postgres error code of a failed statement (the driver's error may be wrapped by Drizzle). */
function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True for an exclusion constraint's refusal (a booking overlapping a live one). */
export const isSlotConflict = (error: unknown) => pgErrorCode(error) === "23P01";

/** True when a unique index refused the row (a payment session used twice). */
export const isDuplicate = (error: unknown) => pgErrorCode(error) === "23505";

/** True when a foreign key refused the change (a row still referred to from another table). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";
