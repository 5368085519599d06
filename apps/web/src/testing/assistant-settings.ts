import type { TAdminAssistant, TAssistantRequest } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { chatSummary } from './ai-chat-fixtures';
import { api } from './handlers';
import type { TRecordedRequest } from './payment-settings';
import { server } from './server';

const assistant = (
  fields: Partial<TAdminAssistant> & Pick<TAdminAssistant, 'id' | 'name'>,
): TAdminAssistant => ({
  description: `${fields.name} helps.`,
  category: 'Writing',
  system_prompt: `You are ${fields.name}.`,
  avatar: `/assistants/${fields.id}.svg`,
  active: true,
  sort_order: fields.id * 10,
  chats: 0,
  updated_at: '2026-03-01T10:00:00Z',
  ...fields,
});

export const adminAssistantsFixture: TAdminAssistant[] = [
  assistant({ id: 1, name: 'General Assistant', category: 'General', chats: 1 }),
  assistant({ id: 2, name: 'Copywriter', chats: 0 }),
  assistant({ id: 3, name: 'Tutor', category: 'Education', active: false, chats: 4 }),
];

/** A stateful fake of admin/assistants/ that records every write; tests override routes for failures. */
export function mockAssistantSettingsApi(initial: TAdminAssistant[] = adminAssistantsFixture) {
  const state = { assistants: structuredClone(initial) };
  const writes: TRecordedRequest[] = [];
  /** A write's JSON body, or for a picture (multipart, the image in `file`) the image's type. */
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.startsWith('multipart/form-data')) {
      const file = (await request.formData()).get('file');
      body = file && typeof file !== 'string' ? file.type : null;
    } else {
      const text = await request.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    }
    writes.push({ method: request.method, path, body });
    return body;
  };
  const find = (id: unknown) => state.assistants.find((item) => item.id === Number(id)) as TAdminAssistant;
  server.use(
    http.get(api('admin/assistants/'), () => HttpResponse.json(state.assistants)),
    http.post(api('admin/assistants/'), async ({ request }) => {
      const body = (await record(request)) as Required<TAssistantRequest>;
      const added = assistant({ ...body, id: 100 + state.assistants.length, sort_order: 999 });
      state.assistants = [...state.assistants, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put(api('admin/assistants/order/'), async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      state.assistants = ids.map(find);
      return HttpResponse.json(state.assistants);
    }),
    http.patch(api('admin/assistants/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as Partial<TAdminAssistant>;
      state.assistants = state.assistants.map((item) =>
        item.id === Number(params.id) ? { ...item, ...body } : item,
      );
      return HttpResponse.json(find(params.id));
    }),
    http.post(api('admin/assistants/:id/avatar/'), async ({ request, params }) => {
      await record(request);
      state.assistants = state.assistants.map((item) =>
        item.id === Number(params.id) ? { ...item, avatar: `/media/assistants/${item.id}-new.webp` } : item,
      );
      return HttpResponse.json(find(params.id));
    }),
    http.post(api('admin/assistants/:id/try/'), async ({ request, params }) => {
      await record(request);
      const tried = find(params.id);
      return HttpResponse.json(
        chatSummary({
          id: 555,
          title: `Trying ${tried.name}`,
          admin_test: true,
          assistant: {
            id: tried.id,
            name: tried.name,
            description: tried.description,
            category: tried.category,
            avatar: tried.avatar,
          },
        }),
        { status: 201 },
      );
    }),
    http.delete(api('admin/assistants/:id/'), async ({ request, params }) => {
      await record(request);
      const removed = find(params.id);
      if (removed.chats > 0) {
        state.assistants = state.assistants.map((item) =>
          item.id === removed.id ? { ...item, active: false } : item,
        );
        return HttpResponse.json({
          outcome: 'deactivated',
          detail: `Users have chats with ${removed.name}, so it was hidden instead of deleted.`,
        });
      }
      state.assistants = state.assistants.filter((item) => item.id !== removed.id);
      return HttpResponse.json({ outcome: 'deleted', detail: `${removed.name} was deleted.` });
    }),
  );
  return { state, writes };
}
