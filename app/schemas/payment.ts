import { z } from "zod";
import { text } from "./text.ts";

/** Digits only, for checks; the person may type spaces or dashes between groups. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card fields as a payment form sends them (number up to 19 characters, MM/YY 5, CVV 4). */
export const CardSchema = z.object({
  cardNumber: text({ error: "Please enter your card number" })
    .max(19, { error: "A card number has at most 19 characters" })
    .refine((value) => /^\d{12,19}$/.test(cardDigits(value)) && luhnValid(cardDigits(value)), {
      error: "Please enter a valid card number",
    }),
  expiry: text({ error: "Please enter the expiry date" })
    .max(5, { error: "Use the MM/YY format" })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: "Use the MM/YY format" }),
  cvv: text({ error: "Please enter the CVV" })
    .max(4, { error: "The CVV has 3 or 4 digits" })
    .regex(/^\d{3,4}$/, { error: "The CVV has 3 or 4 digits" }),
  cardholderName: text({ error: "Please enter the name on the card" })
    .trim()
    .min(1, { error: "Please enter the name on the card" })
    .max(120, { error: "That name is too long" }),
});

export type CardInput = z.infer<typeof CardSchema>;

/** Card fields never travel back to the browser in a form reply. */
export const CARD_FIELDS = ["cardNumber", "expiry", "cvv", "cardholderName"];

/** The expiry's last day has not passed (checked on the server's clock). */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split("/").map(Number);
  if (!month || year === undefined) return false;
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth > now.getTime();
}
