import {
  CONSUMABLE_CAPABILITIES,
  USAGE_DAYS,
  type TConsumableCapability,
  type TDashboardItem,
  type TDashboardResponse,
  type TUsageDay,
} from '@inkwell/contract';

/** One creation as the dashboard lists it. */
export const dashboardItem = (
  overrides: Partial<TDashboardItem> & Pick<TDashboardItem, 'id' | 'title'>,
): TDashboardItem => ({
  detail: '',
  created_at: '2026-03-10T09:00:00Z',
  thumbnail_url: null,
  ...overrides,
});

const nothingSpent = () =>
  Object.fromEntries(CONSUMABLE_CAPABILITIES.map((capability) => [capability, 0])) as Record<
    TConsumableCapability,
    number
  >;

/**
 * USAGE_DAYS days up to Mar 10, 2026, oldest first, each spending nothing unless `spent` names
 * it by its index (0 is the oldest day, USAGE_DAYS - 1 today).
 */
export function usageDays(
  spent: Record<number, Partial<Record<TConsumableCapability, number>>> = {},
): TUsageDay[] {
  const today = Date.UTC(2026, 2, 10);
  return Array.from({ length: USAGE_DAYS }, (_, index) => ({
    date: new Date(today - (USAGE_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    spent: { ...nothingSpent(), ...spent[index] },
  }));
}

/** A user of every tool but Speech to Text: a few creations each and a month of use. */
export const dashboardFixture: TDashboardResponse = {
  latest: {
    chats: [
      dashboardItem({ id: 7, title: 'Trip to Lisbon', detail: 'Travel planner' }),
      dashboardItem({
        id: 3,
        title: 'Weekly report wording',
        detail: 'Writing assistant',
        created_at: '2026-03-02T08:00:00Z',
      }),
    ],
    codes: [dashboardItem({ id: 12, title: 'Add two numbers', detail: 'TypeScript' })],
    templates: [dashboardItem({ id: 21, title: 'Product launch post', detail: 'Blog post intro' })],
    images: [
      dashboardItem({
        id: 31,
        title: 'A lighthouse at dusk',
        detail: '1024 × 1024',
        thumbnail_url: '/media/images/31-thumb.webp',
      }),
    ],
    speeches: [dashboardItem({ id: 41, title: 'Welcome to the show', detail: 'Amy · MP3' })],
    transcriptions: [],
  },
  usage: usageDays({
    5: { chatbots_tokens: 1_200, ai_image_tokens: 2 },
    20: { chatbots_tokens: 3_400, code_generation_tokens: 1, template_generation_tokens: 2 },
    29: { chatbots_tokens: 800, ai_image_tokens: 1, text_to_speech_tokens: 3, support_request_sent: 1 },
  }),
  time_zone: 'UTC',
};

/** A new user's dashboard: nothing made, nothing spent. */
export const emptyDashboardFixture: TDashboardResponse = {
  latest: { chats: [], codes: [], templates: [], images: [], speeches: [], transcriptions: [] },
  usage: usageDays(),
  time_zone: 'UTC',
};
