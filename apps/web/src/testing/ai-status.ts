import type { TAiStatus } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { aiStatusFixture } from './ai-status-fixture';
import { api } from './handlers';
import { server } from './server';

/** GET ai/status/ answers with these tools changed (`{ chat: false }`: AI chats not set up). */
export function mockAiStatus(changes: Partial<TAiStatus>) {
  server.use(http.get(api('ai/status/'), () => HttpResponse.json({ ...aiStatusFixture, ...changes })));
}
