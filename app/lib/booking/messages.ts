/**
 * The booking flow's messages, word for word as people have been told them, and shared by the
 * browser and the server so both say the same. Kept apart from the schemas so that the booking
 * page does not download Zod to show a message.
 */
export const BOOKING_MESSAGES = {
  requiredDetails: "Please fill in all required fields",
  requiredSchedule: "Please select both date and time",
  requiredPayment: "Please fill in all payment details",
  paymentFailed: "Payment failed. Please check your details and try again.",
  postPaymentFailed: "Failed to complete booking. Please contact support.",
  postPaymentSuccess: "Consultation scheduled successfully! Check your email for confirmation.",
  detailsReady: "Ready to schedule your consultation!",
  scheduleReady: "Great! Now please enter your payment details.",
  paymentSuccess: "Payment processed! Consultation booked successfully!",
  slotTaken: "Sorry, that time was just taken. Please choose another time.",
} as const;
