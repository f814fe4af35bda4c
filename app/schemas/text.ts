import { z } from "zod";

/**
 * The one rule every text field follows, wherever it comes from (a form, a JSON endpoint, a query
 * string). PostgreSQL refuses a NUL character outright (a 500 if it got that far), lone UTF-16
 * surrogates cannot be encoded and are silently replaced, and other control characters or
 * noncharacters are never typed by a person. Tabs and line breaks are ordinary text.
 */
const UNSAFE_CHARACTERS = /(?![\t\n\r])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u;

export const UNSAFE_TEXT =
  "This contains characters we can't accept, such as control characters. Please remove them.";

export const isSafeText = (value: string) => !UNSAFE_CHARACTERS.test(value);

const safe = { error: UNSAFE_TEXT, abort: true } as const;

/** The base of every text field in app/schemas: `text()` wherever `z.string()` would go. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, safe);

/** A web address, under the same rule (an URL may carry a NUL character in its path). */
export const webAddress = (params?: Parameters<typeof z.url>[0]) =>
  z.url(params).refine(isSafeText, safe);
