import {
  CONSUMABLE_CAPABILITIES,
  DASHBOARD_LATEST_COUNT,
  USAGE_DAYS,
  type TConsumableCapability,
  type TDashboardQuery,
  type TDashboardResponse,
  type TUsageDay,
} from '@inkwell/contract';
import type { TRepositories } from '../../repositories/index.js';
import type { ChatService } from '../ai-chats/chat-service.js';
import type { CodeService } from '../ai-code/code-service.js';
import type { ImageService } from '../ai-images/image-service.js';
import type { SpeechService } from '../ai-speech/speech-service.js';
import type { TranscriptionService } from '../ai-transcription/transcription-service.js';
import type { TemplateService } from '../ai-templates/template-service.js';
import { dashboardItem } from './dashboard-items.js';

/** The tools whose latest creations the dashboard lists. */
export interface TDashboardTools {
  chats: ChatService;
  code: CodeService;
  templates: TemplateService;
  images: ImageService;
  speech: SpeechService;
  transcriptions: TranscriptionService;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const latest = { page: 1, page_size: DASHBOARD_LATEST_COUNT };

/**
 * The user's dashboard: the latest creations of each tool, newest first, and what was used per
 * day over the last USAGE_DAYS days, from the ledger: what was spent less what was given back
 * (a chat's unused hold, a failed generation), the days counted in the user's time zone.
 */
export class DashboardService {
  constructor(
    private readonly repos: TRepositories,
    private readonly tools: TDashboardTools,
  ) {}

  async get(userId: number, query: TDashboardQuery, now = new Date()): Promise<TDashboardResponse> {
    const { chats, code, templates, images, speech, transcriptions } = this.tools;
    const [chatPage, codePage, templatePage, imagePage, speechPage, transcriptionPage, usage] =
      await Promise.all([
        chats.listChats(userId, latest),
        code.saved.list(userId, latest),
        templates.saved.list(userId, latest),
        images.saved.list(userId, latest),
        speech.saved.list(userId, latest),
        transcriptions.saved.list(userId, latest),
        this.usage(userId, query.time_zone, now),
      ]);
    return {
      latest: {
        chats: chatPage.results.map(dashboardItem.chat),
        codes: codePage.results.map(dashboardItem.code),
        templates: templatePage.results.map(dashboardItem.template),
        images: imagePage.results.map(dashboardItem.image),
        speeches: speechPage.results.map(dashboardItem.speech),
        transcriptions: transcriptionPage.results.map(dashboardItem.transcription),
      },
      usage,
      time_zone: query.time_zone,
    };
  }

  /** Spent per day over the last USAGE_DAYS days in `timeZone` (also read by the admins' user pages). */
  async usage(userId: number, timeZone: string, now = new Date()): Promise<TUsageDay[]> {
    const dayOf = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Each of the last USAGE_DAYS local days (a day and a half back covers any zone's offset).
    const dates: string[] = [];
    for (let back = USAGE_DAYS - 1; back >= 0; back -= 1)
      dates.push(dayOf.format(now.getTime() - back * DAY_MS));
    const days = new Map(dates.map((date) => [date, noneSpent()]));
    const since = new Date(now.getTime() - (USAGE_DAYS + 1.5) * DAY_MS).toISOString();
    for (const row of await this.repos.balances.findSpendingSince(userId, since)) {
      // A hold given back is a refund that adds; one that takes (an order refunded) is no use.
      if (row.reason === 'refund' && row.delta < 0) continue;
      const day = days.get(dayOf.format(new Date(row.created_at)));
      if (day && row.capability in day) day[row.capability as TConsumableCapability] -= row.delta;
    }
    // A hold taken one day and given back the next leaves the second below zero: none used.
    for (const spent of days.values())
      for (const capability of CONSUMABLE_CAPABILITIES) spent[capability] = Math.max(0, spent[capability]);
    return dates.map((date) => ({ date, spent: days.get(date)! }));
  }
}

const noneSpent = () =>
  Object.fromEntries(CONSUMABLE_CAPABILITIES.map((capability) => [capability, 0])) as TUsageDay['spent'];
