/** The fixed user-facing strings. Keep them letter for letter, odd wording included. */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  unknownError: 'Unknown error',
  refreshTokenError: 'Refresh token error',
  mustLoginToBuy: 'You must be logged in to buy a plan',
  notLoggedIn: 'You are not logged in! Please login first.',
  agreeToTerms: 'Please agree to the terms and privacy policy',
  logoutSuccess: 'You have successfully Logout',
  profileUpdated: 'Your profile has been updated',
} as const;
