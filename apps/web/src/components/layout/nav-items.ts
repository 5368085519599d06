import { paths } from '@/config/paths';

/** Navigation is data: the header, the mobile menu and the footer render these lists. */
export interface NavItem {
  label: string;
  to: string;
}

export const publicNavItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact', to: paths.contactUs },
];

export const authNavItems = {
  login: { label: 'Login', to: paths.login },
  signUp: { label: 'Sign Up', to: paths.signUp },
  dashboard: { label: 'Dashboard', to: paths.user },
} satisfies Record<string, NavItem>;

/** Spec §2: Contact leads signed-in users to their support page. */
export function navItemsFor(isAuth: boolean): NavItem[] {
  return publicNavItems.map((item) =>
    isAuth && item.to === paths.contactUs ? { ...item, to: paths.userSupport } : item,
  );
}

export const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'Product',
    items: [
      { label: 'Pricing', to: paths.pricing },
      { label: 'About Us', to: paths.aboutUs },
      { label: 'Contact', to: paths.contactUs },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms and Conditions', to: paths.termsAndConditions },
      { label: 'Partner application', to: paths.applicationForm },
    ],
  },
];
