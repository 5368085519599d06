import type { TAdminTemplate, TTemplatePreviewRequest, TTemplateRequest } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import type { TRecordedRequest } from './payment-settings';
import { server } from './server';

export const adminTemplatesFixture: TAdminTemplate[] = [
  {
    id: 1,
    title: 'Blog post',
    description: 'A full post from a topic.',
    category: 'Blog',
    icon: 'file-text',
    prompt: 'Write a blog post about {{topic}} for {{audience}}.',
    variables: [
      {
        name: 'topic',
        type: 'text',
        label: 'Topic',
        placeholder: 'Remote work',
        required: true,
        max_length: 80,
      },
      {
        name: 'audience',
        type: 'select',
        label: 'Audience',
        required: false,
        options: ['Beginners', 'Experts'],
      },
    ],
    active: true,
    sort_order: 1,
    runs: 0,
    updated_at: '2025-01-01T00:00:00Z',
  },
  {
    id: 2,
    title: 'Cold email',
    description: 'A short first email.',
    category: 'Email',
    icon: 'mail',
    prompt: 'Write a cold email to {{company}}.',
    variables: [{ name: 'company', type: 'text', label: 'Company', required: true }],
    active: true,
    sort_order: 2,
    runs: 3,
    updated_at: '2025-01-01T00:00:00Z',
  },
  {
    id: 3,
    title: 'Old summary',
    description: 'Replaced by Summarise.',
    category: 'Writing aids',
    icon: 'text-quote',
    prompt: 'Summarise {{text}} in {{words}} words.',
    variables: [
      { name: 'text', type: 'long_text', label: 'Text', required: true },
      { name: 'words', type: 'number', label: 'Words', required: true, min: 10, max: 500 },
    ],
    active: false,
    sort_order: 3,
    runs: 1,
    updated_at: '2025-01-01T00:00:00Z',
  },
];

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The preview's answer: the prompt with each value put in, as the server's builder would. */
export function fakePreview({ template, run }: TTemplatePreviewRequest) {
  const user = template.prompt.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/g, (_, name: string) =>
    String(run.values[name] ?? '[not given]'),
  );
  return {
    messages: [
      { role: 'system', content: `You write in a ${run.tone ?? 'neutral'} tone.` },
      { role: 'user', content: user },
    ],
  };
}

/** A stateful fake of admin/templates/ that records every write and preview; tests override routes for failures. */
export function mockTemplateSettingsApi(initial: TAdminTemplate[] = adminTemplatesFixture) {
  const state = { templates: structuredClone(initial) };
  const writes: TRecordedRequest[] = [];
  const previews: TTemplatePreviewRequest[] = [];
  const record = async (request: Request) => {
    const body = await readBody(request);
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(api('admin/templates/'), () => HttpResponse.json(state.templates)),
    http.post(api('admin/templates/preview/'), async ({ request }) => {
      const body = (await readBody(request)) as TTemplatePreviewRequest;
      previews.push(body);
      return HttpResponse.json(fakePreview(body));
    }),
    http.post(api('admin/templates/'), async ({ request }) => {
      const body = (await record(request)) as Required<TTemplateRequest>;
      const template: TAdminTemplate = {
        ...body,
        id: 100 + state.templates.length,
        sort_order: 99,
        runs: 0,
        updated_at: '2025-02-01T00:00:00Z',
      };
      state.templates = [...state.templates, template];
      return HttpResponse.json(template, { status: 201 });
    }),
    http.put(api('admin/templates/order/'), async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      state.templates = ids.map(
        (id) => state.templates.find((template) => template.id === id) as TAdminTemplate,
      );
      return HttpResponse.json(state.templates);
    }),
    http.put(api('admin/templates/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as Required<TTemplateRequest>;
      const id = Number(params.id);
      state.templates = state.templates.map((template) =>
        template.id === id ? { ...template, ...body } : template,
      );
      return HttpResponse.json(state.templates.find((template) => template.id === id));
    }),
    http.delete(api('admin/templates/:id/'), async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const template = state.templates.find((candidate) => candidate.id === id) as TAdminTemplate;
      if (template.runs > 0) {
        state.templates = state.templates.map((candidate) =>
          candidate.id === id ? { ...candidate, active: false } : candidate,
        );
        return HttpResponse.json({
          outcome: 'deactivated',
          detail: 'Users have saved runs of this template, so it is kept for them and hidden instead.',
        });
      }
      state.templates = state.templates.filter((candidate) => candidate.id !== id);
      return HttpResponse.json({ outcome: 'deleted', detail: 'The template is deleted.' });
    }),
  );
  return { state, writes, previews };
}
