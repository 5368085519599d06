import type { TSavedTemplate, TTemplate } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';

/** Template 3: a blog post with each kind of field. */
export const BLOG_POST: TTemplate = {
  id: 3,
  title: 'Blog post',
  description: 'A full post from a topic.',
  category: 'Blog',
  icon: 'file-text',
  variables: [
    {
      name: 'topic',
      type: 'text',
      label: 'Topic',
      placeholder: 'Remote work',
      required: true,
      max_length: 80,
    },
    { name: 'notes', type: 'long_text', label: 'Notes', required: false, max_length: 20 },
    {
      name: 'audience',
      type: 'select',
      label: 'Audience',
      required: false,
      options: ['Beginners', 'Experts'],
    },
    { name: 'words', type: 'number', label: 'Words', required: true, min: 100, max: 2000 },
  ],
};

/** Template 9: proofreading, one long text. */
export const PROOFREAD: TTemplate = {
  id: 9,
  title: 'Proofread',
  description: 'Spelling, grammar and punctuation fixed, with what changed.',
  category: 'Writing aids',
  icon: 'spell-check',
  variables: [{ name: 'text', type: 'long_text', label: 'Text to proofread', required: true }],
};

/** Template 5: an icon the map does not hold. */
export const LAUNCH: TTemplate = {
  id: 5,
  title: 'Launch email',
  description: 'Announce a product.',
  category: 'Email',
  icon: 'rocket-ship',
  variables: [{ name: 'product', type: 'text', label: 'Product', required: true }],
};

export const TEMPLATES = [BLOG_POST, LAUNCH, PROOFREAD];

/** Saved run 21: a blog post. */
export function savedTemplate(overrides: Partial<TSavedTemplate> = {}): TSavedTemplate {
  return {
    id: 21,
    template_id: BLOG_POST.id,
    template_title: BLOG_POST.title,
    category: BLOG_POST.category,
    values: { topic: 'Remote work', words: 300 },
    tone: 'Friendly',
    length: null,
    language: null,
    result: '# Working from anywhere\n\nRemote work is **here to stay**.',
    status: 'complete',
    created_at: '2026-03-02T09:30:00Z',
    ...overrides,
  };
}

/** A page of saved runs as GET saved/templates/ answers it. */
export function savedTemplatesPage(results: TSavedTemplate[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** The catalogue as the server answers it: narrowed by `category` and `search`; 404 for others. */
export function mockTemplates(templates = TEMPLATES) {
  const queries: string[] = [];
  server.use(
    http.get(api('ai/templates/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const category = params.get('category');
      return HttpResponse.json(
        templates.filter(
          (template) =>
            (!category || template.category === category) &&
            `${template.title} ${template.description}`.toLowerCase().includes(search),
        ),
      );
    }),
    http.get(api('ai/templates/:id/'), ({ params }) => {
      const template = templates.find((item) => item.id === Number(params.id));
      return template
        ? HttpResponse.json(template)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  return queries;
}
