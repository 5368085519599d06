import { LibraryBig, Settings, type LucideIcon } from 'lucide-react';
import { getPage, pages, toolPageKeys, type IconPageKey, type PageKey } from '@/config/pages';
import { toNavItem, type NavItem } from './nav-items';

/** The sidebar is data; the layout renders these groups. */
export interface UserNavItem extends NavItem {
  icon: LucideIcon;
  /**
   * A sub-group: the label heads these links (it is no link itself); on the collapsed rail,
   * where the links are hidden, one icon stands for them and leads to the first.
   */
  children?: NavItem[];
}

export interface UserNavGroup {
  label?: string;
  /** Shown to admins only. */
  adminOnly?: boolean;
  items: UserNavItem[];
}

function toUserNavItem(key: IconPageKey): UserNavItem {
  return { ...toNavItem(key), icon: pages[key].icon };
}

/** The admin's "Catalogues" sub-group: what users are offered. */
const catalogues: [PageKey, ...PageKey[]] = [
  'settingsPlans',
  'settingsAssistants',
  'settingsTemplates',
  'settingsVoices',
];

/** The admin's "Configurations" sub-group. */
const configurations: [PageKey, ...PageKey[]] = [
  'allUsersEdit',
  'settingsDate',
  'settingsIp',
  'createUser',
  'createOrder',
  'settingsPayments',
  'settingsAi',
  'auditLog',
];

export const userNavGroups: UserNavGroup[] = [
  { items: [toUserNavItem('dashboard')] },
  {
    label: 'Saved creations',
    items: (
      ['savedImages', 'savedTemplates', 'savedSpeechToText', 'savedCodes', 'savedTextToSpeech'] as const
    ).map(toUserNavItem),
  },
  { label: 'Creations', items: toolPageKeys.map(toUserNavItem) },
  {
    label: 'Admin Panel',
    adminOnly: true,
    items: [
      ...(['adminOverview', 'allOrders', 'allUsersInfo', 'allSupport'] as const).map(toUserNavItem),
      {
        label: 'Catalogues',
        to: getPage(catalogues[0]).path,
        icon: LibraryBig,
        children: catalogues.map(toNavItem),
      },
      {
        label: 'Configurations',
        to: getPage(configurations[0]).path,
        icon: Settings,
        children: configurations.map(toNavItem),
      },
    ],
  },
];

export const profileMenuItems: NavItem[] = (
  ['myAccount', 'currentPlan', 'settings', 'userSupport'] as const
).map(toNavItem);
