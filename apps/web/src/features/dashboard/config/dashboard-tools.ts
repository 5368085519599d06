import type { TConsumableCapability, TDashboardItem, TDashboardTool } from '@inkwell/contract';
import { pages, toolPageKeys } from '@/config/pages';
import { aiChatPath, paths, savedCodePath, savedTemplatePath, savedTranscriptionPath } from '@/config/paths';

type TToolPageKey = (typeof toolPageKeys)[number];
type TListPageKey =
  'aiChats' | 'savedCodes' | 'savedTemplates' | 'savedImages' | 'savedTextToSpeech' | 'savedSpeechToText';

export interface TDashboardToolEntry {
  tool: TDashboardTool;
  /** The tool's page: its title (as the sidebar names it), icon and the way to start. */
  page: TToolPageKey;
  /** The balance one use of the tool spends, for the usage chart. */
  capability: TConsumableCapability;
  /** The saved list "See all" leads to. */
  list: TListPageKey;
  /** Where one creation opens: its detail page, or the list where there is none. */
  itemPath: (item: TDashboardItem) => string;
  /** The empty card: "No chats yet" and its start link. */
  empty: string;
  start: string;
}

const ENTRIES: Record<TToolPageKey, TDashboardToolEntry> = {
  templates: {
    tool: 'templates',
    page: 'templates',
    capability: 'template_generation_tokens',
    list: 'savedTemplates',
    itemPath: (item) => savedTemplatePath(item.id),
    empty: 'No templates run yet',
    start: 'Pick a template',
  },
  aiImages: {
    tool: 'images',
    page: 'aiImages',
    capability: 'ai_image_tokens',
    list: 'savedImages',
    // Images open in My Images' lightbox; there is no page per image.
    itemPath: () => paths.savedImages,
    empty: 'No images yet',
    start: 'Create an image',
  },
  aiChats: {
    tool: 'chats',
    page: 'aiChats',
    capability: 'chatbots_tokens',
    list: 'aiChats',
    itemPath: (item) => aiChatPath(item.id),
    empty: 'No chats yet',
    start: 'Start a chat',
  },
  aiCode: {
    tool: 'codes',
    page: 'aiCode',
    capability: 'code_generation_tokens',
    list: 'savedCodes',
    itemPath: (item) => savedCodePath(item.id),
    empty: 'No code yet',
    start: 'Generate code',
  },
  speechToText: {
    tool: 'transcriptions',
    page: 'speechToText',
    capability: 'speech_to_text_tokens',
    list: 'savedSpeechToText',
    itemPath: (item) => savedTranscriptionPath(item.id),
    empty: 'No transcriptions yet',
    start: 'Transcribe a recording',
  },
  textToSpeech: {
    tool: 'speeches',
    page: 'textToSpeech',
    capability: 'text_to_speech_tokens',
    list: 'savedTextToSpeech',
    // Speeches are played in their list; there is no page per speech.
    itemPath: () => paths.savedTextToSpeech,
    empty: 'No speeches yet',
    start: 'Turn a text into speech',
  },
};

/** The six tools in the sidebar's order, as the dashboard lists and charts them. */
export const dashboardTools: TDashboardToolEntry[] = toolPageKeys.map((key) => ENTRIES[key]);

/** The tool's name as the sidebar shows it ("AI Chats"). */
export const toolTitle = (entry: TDashboardToolEntry): string => pages[entry.page].title;
