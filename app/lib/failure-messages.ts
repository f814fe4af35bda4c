/**
 * What a form says when its request got no usable answer. The auth and profile wording is the
 * specification's; the rest follows it: what failed, and that trying again is the way on.
 */
export const FAILURE_MESSAGES = {
  signIn: "Sign in failed",
  signUp: "Sign up failed",
  passwordReset: "Password reset failed",
  profileUpdate: "Profile update failed",
  passwordChange: "Password change failed",
  signOutOthers: "Signing out your other sessions failed. Please try again.",
  contact: "Your message could not be sent. Please try again.",
  chronicle: "Your chronicle could not be submitted. Please try again.",
  leadership: "Your application could not be submitted. Please try again.",
  partnership: "Your partnership request could not be submitted. Please try again.",
  waitlist: "Joining the waitlist failed. Please try again.",
  bookingChange: "Your booking could not be changed. Please try again.",
} as const;
