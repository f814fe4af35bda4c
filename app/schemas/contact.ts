import { z } from "zod";
import {
  PARTNERSHIP_INQUIRY_TYPES,
  PRESS_REQUEST_TYPES,
  SUPPORT_CATEGORIES,
} from "./form-choices.ts";
import {
  choiceOf,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalText,
  personName,
  requiredText,
  SHORT_TEXT_MAX,
} from "./form-fields.ts";

const fullName = personName("Please enter your full name", "Your full name");
const email = emailField("Please enter your email address");
const roleTitle = requiredText("Please enter your title or role", 120, "Your title or role");

export const GeneralInquirySchema = z.object({
  inquiry: z.literal("general"),
  fullName,
  email,
  adaKeyId: optionalText(64, "The Ada Key ID"),
  subject: requiredText("Please enter a subject", SHORT_TEXT_MAX, "The subject"),
  category: choiceOf(SUPPORT_CATEGORIES, "Please choose a category"),
  message: requiredText("Please describe how we can help", LONG_TEXT_MAX, "The description"),
  website: honeypot,
});

export const PartnershipInquirySchema = z.object({
  inquiry: z.literal("partnership"),
  fullName,
  organization: requiredText("Please enter your company", SHORT_TEXT_MAX, "The company"),
  roleTitle,
  email,
  topic: choiceOf(PARTNERSHIP_INQUIRY_TYPES, "Please choose an inquiry type"),
  message: requiredText(
    "Please give us an overview of the project",
    LONG_TEXT_MAX,
    "The project overview",
  ),
  website: honeypot,
});

export const PressInquirySchema = z.object({
  inquiry: z.literal("press"),
  fullName,
  organization: requiredText("Please enter your media outlet", SHORT_TEXT_MAX, "The media outlet"),
  roleTitle,
  email,
  phone: requiredText("Please enter your phone number", 40, "The phone number").regex(
    /^[+()\d\s.-]{5,40}$/,
    { error: "Please enter a valid phone number" },
  ),
  topic: choiceOf(PRESS_REQUEST_TYPES, "Please choose a request type"),
  message: requiredText(
    "Please tell us the details and your deadline",
    LONG_TEXT_MAX,
    "The details and deadline",
  ),
  website: honeypot,
});

/** One action takes all three forms; the hidden `inquiry` field says which one was sent. */
export const ContactSchema = z.discriminatedUnion(
  "inquiry",
  [GeneralInquirySchema, PartnershipInquirySchema, PressInquirySchema],
  { error: "Please choose what your message is about" },
);
export type ContactSubmission = z.infer<typeof ContactSchema>;
