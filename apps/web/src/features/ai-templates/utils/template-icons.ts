import {
  Briefcase,
  ChartLine,
  CircleHelp,
  ClipboardList,
  FileText,
  Gem,
  Grid2x2,
  Heading,
  Image,
  KeyRound,
  LifeBuoy,
  ListOrdered,
  ListTree,
  Mail,
  MailPlus,
  Megaphone,
  Newspaper,
  Package,
  PanelsTopLeft,
  PenLine,
  ScrollText,
  Search,
  Share2,
  Sparkles,
  SpellCheck,
  TextQuote,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { TTemplateIconName } from '@inkwell/contract';

/**
 * The icons templates name (kebab-case, as lucide spells them), imported one by one so the
 * page carries only these. None is one the public pages draw: sharing one would split the
 * public pages' icon chunks (the first-load budget counts files).
 */
export const TEMPLATE_ICONS = {
  briefcase: Briefcase,
  'chart-line': ChartLine,
  'circle-help': CircleHelp,
  'clipboard-list': ClipboardList,
  'file-text': FileText,
  gem: Gem,
  'grid-2x2': Grid2x2,
  heading: Heading,
  image: Image,
  'key-round': KeyRound,
  'life-buoy': LifeBuoy,
  'list-ordered': ListOrdered,
  'list-tree': ListTree,
  mail: Mail,
  'mail-plus': MailPlus,
  megaphone: Megaphone,
  newspaper: Newspaper,
  package: Package,
  'panels-top-left': PanelsTopLeft,
  'pen-line': PenLine,
  'scroll-text': ScrollText,
  search: Search,
  'share-2': Share2,
  sparkles: Sparkles,
  'spell-check': SpellCheck,
  'text-quote': TextQuote,
  'user-plus': UserPlus,
} satisfies Record<TTemplateIconName, LucideIcon>;

/** The icon shown for a name not in the map. */
export const FALLBACK_TEMPLATE_ICON: TTemplateIconName = 'file-text';

/** A template's icon name as a key of the map; the fallback for one it does not hold. */
export function templateIconName(name: string): TTemplateIconName {
  return Object.hasOwn(TEMPLATE_ICONS, name) ? (name as TTemplateIconName) : FALLBACK_TEMPLATE_ICON;
}
