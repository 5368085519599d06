/** Client-facing texts of the accounts API (the tests and the web app rely on them). */
export const AUTH_DETAIL = {
  registered: 'Thanks for signing up! Check your inbox for a link to confirm your email address.',
  invalidCredentials: 'Invalid email or password.',
  unconfirmed: 'Please confirm your email address first. We have sent you a new confirmation link.',
  blocked: 'This account is blocked. Please contact support.',
  sessionExpired: 'Your session has expired. Please log in again.',
  noCredentials: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid or expired token.',
  emailConfirmed: 'Your email address is confirmed. You can now log in.',
  newEmailConfirmed: 'Your new email address is confirmed.',
  emailTaken: 'This email address is already in use.',
  resendSent: 'If this address belongs to an unconfirmed account, we have sent a new confirmation link.',
  resetSent: 'If an account exists for this address, we have sent a password reset link.',
  restoreSent: 'If an account exists for this address, we have sent a one-time sign-in link.',
  passwordReset: 'Your password has been changed. You can now log in.',
  currentPasswordMissing: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordWrong: 'Your password is incorrect.',
  noPasswordYet:
    'Your account has no password yet: choose one with "Forgot your password?" on the login page.',
  lastAdminDeletes:
    'You are the last administrator: make someone else an admin before deleting your account.',
} as const;
