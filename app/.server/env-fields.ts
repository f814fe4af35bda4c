import { z } from "zod";

/**
 * Readers for environment variables. Each carries the message a misconfigured server prints at
 * start, so the person deploying it reads what the value must look like.
 */

export const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const optionalUrl = z.url({ error: "must be a full URL" }).optional();
export const email = z.email({ error: "must be an e-mail address" });

/** A signing secret: long enough that it cannot be guessed. */
export const secret = z.string().min(32, { error: "must be at least 32 characters" });

/** A whole number from `min` to `max`; one message for every way the value can be wrong. */
export function wholeNumber(error: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** Text of a known shape (a URL scheme, a key prefix, a domain). */
export function matching(pattern: RegExp, error: string) {
  return z.string().regex(pattern, { error });
}

/** TRUST_PROXY as Express reads it: off, on, a number of proxies, or a list of addresses. */
export const trustProxy = z
  .string()
  .default("false")
  .transform((value): boolean | number | string => {
    if (value === "false" || value === "0" || value === "") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });
