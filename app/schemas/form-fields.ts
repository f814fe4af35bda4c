import { z } from "zod";
import { text, webAddress } from "./text.ts";

/**
 * Field builders shared by the public forms. Every field carries its own message, so Zod's default
 * wording ("expected string") never reaches a visitor; every text has an upper bound.
 */

/** Text a person must fill in; `missing` is the message for an empty value. */
export const requiredText = (missing: string, max: number, label: string) =>
  text({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Text a person may leave empty; an empty box arrives as undefined. */
export const optionalText = (max: number, label: string) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

/** A person's name (full name, contact, nominee); `missing` is the message for an empty value. */
export const personName = (missing: string, label: string) => requiredText(missing, 120, label);

/** An e-mail address, lower-cased; `missing` is the message for an empty value. */
export const emailField = (missing: string, invalid = "Please enter a valid email address") =>
  text({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(254, { error: "That email address is too long" })
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());

/** One of a list of option values; anything else (or nothing) gets `message`. */
export const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => z.enum(values, { error: message });

/** What an option list (a select's options) posts: the type of one of its values. */
export type OptionValue<Options extends readonly { value: string }[]> = Options[number]["value"];

/** The values of an option list, typed for z.enum. */
export const valuesOf = <const Options extends readonly { value: string }[]>(options: Options) =>
  options.map((option) => option.value) as unknown as [
    OptionValue<Options>,
    ...OptionValue<Options>[],
  ];

/** One of the values of an option list (what a select offers); anything else gets `message`. */
export const choiceOf = <const Options extends readonly { value: string }[]>(
  options: Options,
  message: string,
) => choice(valuesOf(options), message);

/** A web address people may give (portfolio, company site): http(s) only, bounded. */
export const optionalWebAddress = (label: string) =>
  webAddress({ protocol: /^https?$/, error: "Please enter a full web address (https://...)" })
    .max(500, { error: `${label} must be at most 500 characters` })
    .optional();

/** An optional phone number, as the partnership and leadership forms take it. */
export const optionalPhone = () => optionalText(40, "The phone number");

/** A honeypot: people never see it, bots fill it in. A filled one is accepted and thrown away. */
export const honeypot = text().max(500).optional();

/** Long free text (stories, descriptions) is bounded so nobody can fill the database. */
export const LONG_TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 200;
