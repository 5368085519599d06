/** Every route the web app links to, in one place (spec §2). */
export const paths = {
  home: '/',
  pricing: '/#pricing',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  applicationForm: '/application-form',
  login: '/login',
  signUp: '/sign-up',
  reset: '/reset',
  confirmEmail: '/confirm-email',
  accessRestore: '/access-restore',
  user: '/user',
  userSupport: '/user/support',
  currentPlan: '/user/current-plan',
  myAccount: '/user/my-account',
  editAccount: '/user/edit-account',
  settings: '/user/settings',
  settingsPayments: '/user/settings-payments',
} as const;

export function signUpWithEmail(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${paths.signUp}?${new URLSearchParams({ email: trimmed }).toString()}` : paths.signUp;
}

/** Where a checkout returns to (DESIGN §4 "Payments"): the current plan with the order's status. */
export function currentPlanForOrder(orderId: number): string {
  return `${paths.currentPlan}?${new URLSearchParams({ order: String(orderId) }).toString()}`;
}

export function sandboxCheckoutPath(orderId: number): string {
  return `/checkout/sandbox/${orderId}`;
}
