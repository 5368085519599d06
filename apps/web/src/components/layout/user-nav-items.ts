import {
  AudioLines,
  Bot,
  Code,
  FileCode,
  FileText,
  Image,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  Mic,
  Settings,
  ShoppingCart,
  Speech,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** The sidebar is data (spec §2 "Navigation"); the layout renders these groups. */
export interface UserNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  children?: { label: string; to: string }[];
}

export interface UserNavGroup {
  label?: string;
  /** Shown to admins only. */
  adminOnly?: boolean;
  items: UserNavItem[];
}

export const userNavGroups: UserNavGroup[] = [
  { items: [{ label: 'Dashboard', to: paths.user, icon: LayoutDashboard }] },
  {
    label: 'Saved creations',
    items: [
      { label: 'My Images', to: '/user/saved/images', icon: Images },
      { label: 'My Templates', to: '/user/saved/templates', icon: FileText },
      { label: 'My Speech To Text', to: '/user/saved/speech-to-text', icon: Mic },
      { label: 'My Generated Codes', to: '/user/saved/generate-code', icon: FileCode },
      { label: 'My Text To Speeches', to: '/user/saved/text-to-speech', icon: AudioLines },
    ],
  },
  {
    label: 'Creations',
    items: [
      { label: 'Templates', to: '/user/templates', icon: LayoutTemplate },
      { label: 'AI Images', to: '/user/ai-images', icon: Image },
      { label: 'AI Chats', to: '/user/ai-chats', icon: Bot },
      { label: 'AI Code', to: '/user/ai-code', icon: Code },
      { label: 'Speech to Text', to: '/user/speech-to-text', icon: Mic },
      { label: 'Text to Speech', to: '/user/text-to-speech', icon: Speech },
    ],
  },
  {
    label: 'Admin Panel',
    adminOnly: true,
    items: [
      { label: 'Orders', to: '/user/all-orders', icon: ShoppingCart },
      { label: 'Users', to: '/user/all-users-info', icon: Users },
      { label: 'Support Center', to: '/user/all-support', icon: LifeBuoy },
      {
        label: 'Configurations',
        to: '/user/all-users-edit',
        icon: Settings,
        children: [
          { label: 'Edit User Profiles', to: '/user/all-users-edit' },
          { label: 'Date Display settings', to: '/user/settings-date' },
          { label: 'IP Address in Users', to: '/user/settings-ip' },
          { label: 'Create User', to: '/user/create-user' },
          { label: 'Create Order', to: '/user/create-order' },
          { label: 'Payment Settings', to: paths.settingsPayments },
        ],
      },
    ],
  },
];

export const profileMenuItems = [
  { label: 'My Account', to: paths.myAccount },
  { label: 'Current Plan', to: paths.currentPlan },
  { label: 'Settings', to: paths.settings },
  { label: 'Support', to: paths.userSupport },
] as const;
