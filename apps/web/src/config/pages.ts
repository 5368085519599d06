import {
  AudioLines,
  Bot,
  ChartColumn,
  Code,
  FileCode,
  FileText,
  Image,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  Mic,
  ShoppingCart,
  Speech,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Who may open a page, and so which layout wraps it. */
export type PageAccess = 'public' | 'user' | 'admin' | 'standalone';

export interface PageEntry {
  /** The router's pattern, absolute, e.g. `/user/ai-chats/:id`. */
  path: string;
  /** The tab title and the user-area header; the home page has none. */
  title?: string;
  /** Only where a menu shows other words than the title. */
  navLabel?: string;
  icon?: LucideIcon;
  /** One line on the dashboard's tool card. */
  description?: string;
  access: PageAccess;
}

type AreaEntry = Omit<PageEntry, 'access'>;
/** Rejects a misspelt field, which a generic constraint alone lets through. */
type OnlyEntryFields<T> = { [K in keyof T]: Record<Exclude<keyof T[K], keyof AreaEntry>, never> };

/** Marks every page of one area (one layout) with its access. */
function inArea<const A extends PageAccess, const T extends Record<string, AreaEntry>>(
  access: A,
  entries: T & OnlyEntryFields<T>,
) {
  const marked = Object.entries(entries).map(([key, entry]) => [key, { ...entry, access }]);
  return Object.fromEntries(marked) as { [K in keyof T]: T[K] & { access: A } };
}

/** Every page of the app, once, by layout. Renaming a page is one line here. */
export const pages = {
  ...inArea('public', {
    home: { path: '/', navLabel: 'Home' },
    aboutUs: { path: '/about-us', title: 'About Us' },
    contactUs: { path: '/contact-us', title: 'Contact Us', navLabel: 'Contact' },
    privacyPolicy: { path: '/privacy-policy', title: 'Privacy Policy' },
    termsAndConditions: { path: '/terms-and-conditions', title: 'Terms and Conditions' },
    login: { path: '/login', title: 'Login' },
    signUp: { path: '/sign-up', title: 'Sign Up' },
    reset: { path: '/reset', title: 'Reset password' },
    confirmEmail: { path: '/confirm-email', title: 'Confirm email' },
    accessRestore: { path: '/access-restore', title: 'Restore access' },
    notFound: { path: '*', title: 'Page not found' },
  }),
  ...inArea('user', {
    dashboard: { path: '/user', title: 'Dashboard', icon: LayoutDashboard },
    myAccount: { path: '/user/my-account', title: 'My Account' },
    editAccount: { path: '/user/edit-account', title: 'Edit Account' },
    settings: { path: '/user/settings', title: 'Settings' },
    currentPlan: { path: '/user/current-plan', title: 'Current Plan' },
    templates: {
      path: '/user/templates',
      title: 'Templates',
      icon: LayoutTemplate,
      description: 'Ready-made prompts for common texts.',
    },
    template: { path: '/user/templates/:id', title: 'Template' },
    aiImages: {
      path: '/user/ai-images',
      title: 'AI Images',
      icon: Image,
      description: 'Turn a description into a picture.',
    },
    aiChats: {
      path: '/user/ai-chats',
      title: 'AI Chats',
      icon: Bot,
      description: 'Talk to an assistant.',
    },
    aiChat: { path: '/user/ai-chats/:id', title: 'AI Chat' },
    aiCode: {
      path: '/user/ai-code',
      title: 'AI Code',
      icon: Code,
      description: 'Generate and explain code.',
    },
    speechToText: {
      path: '/user/speech-to-text',
      title: 'Speech to Text',
      icon: Mic,
      description: 'Transcribe a recording.',
    },
    textToSpeech: {
      path: '/user/text-to-speech',
      title: 'Text to Speech',
      icon: Speech,
      description: 'Read a text aloud.',
    },
    userSupport: { path: '/user/support', title: 'Support' },
    savedTextToSpeech: {
      path: '/user/saved/text-to-speech',
      title: 'My Text To Speeches',
      icon: AudioLines,
    },
    savedSpeechToText: {
      path: '/user/saved/speech-to-text',
      title: 'My Speech To Text',
      icon: Mic,
    },
    savedTranscription: {
      path: '/user/saved/speech-to-text/:id',
      title: 'Saved transcription',
    },
    savedImages: { path: '/user/saved/images', title: 'My Images', icon: Images },
    savedTemplates: {
      path: '/user/saved/templates',
      title: 'My Templates',
      icon: FileText,
    },
    savedCodes: {
      path: '/user/saved/generate-code',
      title: 'My Generated Codes',
      icon: FileCode,
    },
    savedCode: { path: '/user/saved/generate-code/:id', title: 'Saved code' },
    savedTemplate: { path: '/user/saved/template/:id', title: 'Saved template' },
  }),
  ...inArea('admin', {
    adminOverview: { path: '/user/admin-overview', title: 'Overview', icon: ChartColumn },
    allOrders: { path: '/user/all-orders', title: 'Orders', icon: ShoppingCart },
    order: { path: '/user/all-orders/:id', title: 'Order' },
    createOrder: { path: '/user/create-order', title: 'Create Order' },
    allUsersInfo: { path: '/user/all-users-info', title: 'Users', icon: Users },
    userInfo: { path: '/user/all-users-info/:id', title: 'User' },
    allUsersEdit: { path: '/user/all-users-edit', title: 'Edit User Profiles' },
    userEdit: { path: '/user/all-users-edit/:id', title: 'Edit User Profile' },
    createUser: { path: '/user/create-user', title: 'Create User' },
    allSupport: { path: '/user/all-support', title: 'Support Center', icon: LifeBuoy },
    supportRequest: { path: '/user/all-support/:id', title: 'Support request' },
    settingsDate: { path: '/user/settings-date', title: 'Date Display settings' },
    settingsIp: { path: '/user/settings-ip', title: 'IP Address in Users' },
    settingsPlans: { path: '/user/settings-plans', title: 'Plans' },
    settingsAssistants: { path: '/user/settings-assistants', title: 'Assistants' },
    settingsTemplates: { path: '/user/settings-templates', title: 'Templates' },
    settingsVoices: { path: '/user/settings-voices', title: 'Voices' },
    settingsPayments: { path: '/user/settings-payments', title: 'Payment Settings' },
    settingsAi: { path: '/user/settings-ai', title: 'AI Providers' },
    auditLog: { path: '/user/audit-log', title: 'Audit Log' },
  }),
  ...inArea('standalone', {
    applicationForm: { path: '/application-form', title: 'Partner application' },
    sandboxCheckout: { path: '/checkout/sandbox/:orderId', title: 'Sandbox checkout' },
  }),
} satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** The pages that carry an icon, i.e. the ones a menu may show with one. */
export type IconPageKey = {
  [K in PageKey]: (typeof pages)[K] extends { icon: LucideIcon } ? K : never;
}[PageKey];

/** The six AI tools, in the order the sidebar and the dashboard list them. */
export const toolPageKeys = [
  'templates',
  'aiImages',
  'aiChats',
  'aiCode',
  'speechToText',
  'textToSpeech',
] as const satisfies readonly IconPageKey[];

export const pageKeys = Object.keys(pages) as PageKey[];

/** One page's entry, with every optional field visible. */
export function getPage(key: PageKey): PageEntry {
  return pages[key];
}

/** The words a menu shows for a page. */
export function getPageLabel(key: PageKey): string {
  const page = getPage(key);
  return page.navLabel ?? page.title ?? key;
}

/** The pages one layout wraps, in table order. */
export function listPages(access: PageAccess): PageKey[] {
  return pageKeys.filter((key) => pages[key].access === access);
}
