import { getPage, getPageLabel, type PageKey } from '@/config/pages';
import { paths } from '@/config/paths';

/** Navigation is data: the header, the mobile menu and the footer render these lists. */
export interface NavItem {
  label: string;
  to: string;
}

/** A menu entry for one page: its label and path from the page table. */
export function toNavItem(key: PageKey): NavItem {
  return { label: getPageLabel(key), to: getPage(key).path };
}

const pricing: NavItem = { label: 'Pricing', to: paths.pricing };

export const publicNavItems: NavItem[] = [
  toNavItem('home'),
  toNavItem('aboutUs'),
  pricing,
  toNavItem('contactUs'),
];

export const authNavItems = {
  login: toNavItem('login'),
  signUp: toNavItem('signUp'),
  dashboard: toNavItem('dashboard'),
} satisfies Record<string, NavItem>;

/** Contact leads signed-in users to their support page. */
export function navItemsFor(isAuth: boolean): NavItem[] {
  return publicNavItems.map((item) =>
    isAuth && item.to === paths.contactUs ? { ...item, to: paths.userSupport } : item,
  );
}

export const footerColumns: { title: string; items: NavItem[] }[] = [
  { title: 'Product', items: [pricing, toNavItem('aboutUs'), toNavItem('contactUs')] },
  {
    title: 'Legal',
    items: [toNavItem('privacyPolicy'), toNavItem('termsAndConditions'), toNavItem('applicationForm')],
  },
];
