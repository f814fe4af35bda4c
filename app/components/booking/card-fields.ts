export type CardFieldKey = "cardNumber" | "expiryDate" | "cvv" | "cardholderName";

/** The card form's inputs, with the document's length limits (19, 5 and 4 characters). */
export const CARD_FIELDS: {
  key: CardFieldKey;
  label: string;
  autoComplete: string;
  numeric: boolean;
  wide: boolean;
  maxLength?: number;
  placeholder?: string;
}[] = [
  {
    key: "cardNumber",
    label: "Card number",
    autoComplete: "cc-number",
    numeric: true,
    wide: true,
    maxLength: 19,
    placeholder: "1234 5678 9012 3456",
  },
  {
    key: "expiryDate",
    label: "Expiry date",
    autoComplete: "cc-exp",
    numeric: true,
    wide: false,
    maxLength: 5,
    placeholder: "MM/YY",
  },
  {
    key: "cvv",
    label: "CVV",
    autoComplete: "cc-csc",
    numeric: true,
    wide: false,
    maxLength: 4,
    placeholder: "123",
  },
  {
    key: "cardholderName",
    label: "Cardholder name",
    autoComplete: "cc-name",
    numeric: false,
    wide: true,
  },
];
