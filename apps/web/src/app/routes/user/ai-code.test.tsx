import type { TCodeDoneEvent } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { openEventStream } from '@/testing/ai-chat-fixtures';
import { savedCode, TYPESCRIPT_ANSWER } from '@/testing/ai-code-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const form = () => screen.getByRole('form', { name: 'Ask AI Code' });
const field = (name: string | RegExp) => within(form()).getByRole('textbox', { name });
const answer = () => screen.getByRole('region', { name: 'Answer' });

async function openAiCode(url = '/user/ai-code') {
  renderApp(url);
  await screen.findByRole('form', { name: 'Ask AI Code' });
  await screen.findByText('45 code generations left');
}

/** Every POST ai/code/ body, answered by `respond`. */
function mockGenerate(respond: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('ai/code/'), async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
  return sent;
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function readBlob(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob ?? new Blob());
  });
}

function refuse(status: number, detail: string) {
  return mockGenerate(() => HttpResponse.json({ detail }, { status }));
}

describe('AI Code', () => {
  beforeEach(() => signIn());

  it('asks for a description when writing, and for the code when explaining, fixing or converting', async () => {
    const sent = refuse(500, 'unused');
    const user = userEvent.setup();
    await openAiCode();
    expect(within(form()).queryByRole('textbox', { name: /^Code/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Describe the code to write.')).toBeInTheDocument();
    expect(field('Describe the code')).toHaveFocus();

    for (const [mode, label] of [
      ['Explain code', 'Code to explain'],
      ['Fix a bug', 'Code with the bug'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: mode }));
      expect(field('What to focus on (optional)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByText('Paste the code to work on.')).toBeInTheDocument();
      expect(field(label)).toHaveFocus();
    }

    await user.click(screen.getByRole('radio', { name: 'Convert to another language' }));
    await user.type(field('Code to convert'), 'print(1)');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Pick the language to convert from.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('TypeScript');
    expect(sent).toEqual([]);
  });

  it('finds a language by typing; Escape or leaving the box keeps the last pick', async () => {
    const user = userEvent.setup();
    await openAiCode();
    const language = screen.getByRole('combobox', { name: 'Language' });
    await user.click(language);
    expect(screen.getAllByRole('option')).toHaveLength(26);
    expect(screen.getByRole('option', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(language);
    await user.type(language, 'c');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('C#');
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(language).toHaveValue('TypeScript');
    await user.clear(language);
    await user.type(language, 'rust');
    await user.tab();
    expect(language).toHaveValue('Rust');
    await user.clear(language);
    await user.type(language, 'zzz');
    expect(screen.getByText('No match')).toBeInTheDocument();
    await user.tab();
    expect(language).toHaveValue('Rust');
  });

  it('counts the characters of the request', async () => {
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Sort');
    expect(screen.getByText('4 / 4,000 characters')).toBeInTheDocument();
  });

  it('sends only what the mode uses: a conversion with both languages and the code', async () => {
    const sent = refuse(429, 'Too many requests. Try again in a minute.');
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'ignored by nothing');
    await user.click(screen.getByRole('radio', { name: 'Convert to another language' }));
    // The list narrows as you type: Enter picks the first match, a click any shown one.
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'pyt{Enter}');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Python');
    await user.clear(screen.getByRole('combobox', { name: 'To' }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'g');
    expect(screen.queryByRole('option', { name: 'Python' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Go' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Go');
    await user.type(field('Code to convert'), 'print(1)');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Too many requests. Try again in a minute.');
    expect(sent).toEqual([
      {
        mode: 'convert',
        language: 'go',
        source_language: 'python',
        prompt: 'ignored by nothing',
        code: 'print(1)',
      },
    ]);
  });

  it('puts the server’s field errors under their fields', async () => {
    mockGenerate(() => HttpResponse.json({ prompt: ['Say more about the code.'] }, { status: 400 }));
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Say more about the code.')).toBeInTheDocument();
    expect(field('Describe the code')).toHaveFocus();
  });

  it('streams the answer with highlighted code; done shows where it is saved and the new balance', async () => {
    const stream = openEventStream();
    const sent = mockGenerate(() => stream.response());
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Add two numbers');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(sent).toEqual([{ mode: 'write', language: 'typescript', prompt: 'Add two numbers' }]);

    stream.send('delta', { text: TYPESCRIPT_ANSWER.slice(0, 30) });
    await waitFor(() => expect(answer()).toHaveTextContent('export function'));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(within(answer()).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    stream.send('delta', { text: TYPESCRIPT_ANSWER.slice(30) });
    await waitFor(() => expect(answer()).toHaveTextContent('Adds two numbers.'));
    expect(within(answer()).getByText('export')).toHaveClass('hljs-keyword');

    stream.send('done', { saved: savedCode(), balance: 44 } satisfies TCodeDoneEvent);
    stream.close();
    expect(await screen.findByText('44 code generations left')).toBeInTheDocument();
    expect(within(answer()).getByRole('link', { name: 'My Generated Codes' })).toHaveAttribute(
      'href',
      '/user/saved/generate-code/12',
    );
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('downloads the first code block as a file named after the prompt', async () => {
    const stream = openEventStream();
    mockGenerate(() => stream.response());
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:code';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Add two numbers');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('done', { saved: savedCode(), balance: 44 } satisfies TCodeDoneEvent);
    stream.close();
    await user.click(await within(answer()).findByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['add-two-numbers.ts blob:code']);
    expect(await readBlob(blobs[0])).toBe(
      'export function add(a: number, b: number): number {\n  return a + b;\n}',
    );
  });

  it('stops the answer with Stop: what was written is saved as Stopped', async () => {
    const stream = openEventStream();
    mockGenerate(() => stream.response());
    const stops: string[] = [];
    const stopped = savedCode({ result: 'Start with', status: 'stopped' });
    server.use(
      http.post(api('ai/code/stop/'), () => {
        stops.push('stop');
        stream.send('done', { saved: stopped, balance: 44 } satisfies TCodeDoneEvent);
        stream.close();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Add two numbers');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('delta', { text: 'Start with' });
    await waitFor(() => expect(answer()).toHaveTextContent('Start with'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stops).toEqual(['stop']);
    expect(await within(answer()).findByText('Stopped')).toBeInTheDocument();
    expect(await screen.findByText('44 code generations left')).toBeInTheDocument();
  });

  it('402: says so with a way to buy more', async () => {
    refuse(402, 'You have no code generations left.');
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Add two numbers');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no code generations left.');
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });

  it.each([
    ['a user', false],
    ['an administrator', true],
  ])('503: explains to %s that AI Code is not set up', async (_who, isAdmin) => {
    signIn({ isAdmin });
    const detail =
      'AI Code is not set up yet: an administrator needs to configure an AI provider and a model.';
    refuse(503, detail);
    const user = userEvent.setup();
    await openAiCode();
    await user.type(field('Describe the code'), 'Add two numbers');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('AI Code is not set up yet')).toBeInTheDocument();
    expect(panel).toHaveTextContent(detail);
    if (isAdmin) {
      expect(panel).toHaveTextContent(/OPENAI_BASE_URL, OPENAI_API_KEY and AI_CODE_MODEL/);
      expect(within(panel).getByRole('link', { name: 'AI Providers' })).toHaveAttribute(
        'href',
        '/user/settings-ai',
      );
    } else {
      expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it('fills the form with a saved run’s request (?run=)', async () => {
    server.use(
      http.get(api('saved/codes/31/'), () =>
        HttpResponse.json(
          savedCode({
            id: 31,
            mode: 'convert',
            language: 'rust',
            source_language: 'go',
            prompt: 'Keep it idiomatic',
            code: 'func main() {}',
          }),
        ),
      ),
    );
    await openAiCode('/user/ai-code?run=31');
    expect(screen.getByRole('radio', { name: 'Convert to another language' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Go');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Rust');
    expect(field('What to focus on (optional)')).toHaveValue('Keep it idiomatic');
    expect(field('Code to convert')).toHaveValue('func main() {}');
  });
});
