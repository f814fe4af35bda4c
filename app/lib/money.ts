/** Whole cents from a price in dollars, so totals never drift through floating point. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$299", "$29.99", and "Free" for nothing at all. */
export function formatPrice(amount: number): string {
  if (amount === 0) return "Free";
  return Number.isInteger(amount) ? whole.format(amount) : exact.format(amount);
}

export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** "$0.00", "$1,250.00": an amount of money taken, where "Free" would read wrong. */
export function formatAmountCents(cents: number): string {
  return exact.format(cents / 100);
}
