import type { TAiCapability } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockSavedImages } from '@/testing/ai-image-fixtures';
import { mockSpeech } from '@/testing/ai-speech-fixtures';
import { mockAiStatus } from '@/testing/ai-status';
import { mockTemplates } from '@/testing/ai-template-fixtures';
import { mockTranscription } from '@/testing/ai-transcription-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

interface TToolPage {
  url: string;
  capability: TAiCapability;
  title: string;
  setup?: () => void;
  /** Drawn on the page whether the tool is set up or not: the page has loaded. */
  loaded: () => Promise<unknown>;
  /** The controls that start something: none while the tool is not set up. */
  controls: () => HTMLElement[];
  /** Still usable without the tool's model (Text to Speech's offline voices). */
  worksWithout?: boolean;
  /** The page starts nothing itself (the templates catalogue links to each template's page). */
  startsNothing?: boolean;
}

const buttons = (name: string | RegExp) => () => screen.queryAllByRole('button', { name });
const forms = (name: string) => () => screen.queryAllByRole('form', { name });
const heading = (name: string) => () => screen.findByRole('heading', { name });

const PAGES: TToolPage[] = [
  {
    url: '/user/ai-chats',
    capability: 'chat',
    title: 'AI chats are not set up yet',
    loaded: () => screen.findByRole('list', { name: 'Assistants' }),
    controls: buttons(/Start chat/),
  },
  {
    url: '/user/ai-chats/7',
    capability: 'chat',
    title: 'AI chats are not set up yet',
    loaded: () => screen.findAllByRole('article', { name: 'You said' }),
    controls: () => screen.queryAllByRole('textbox', { name: 'Message' }),
  },
  {
    url: '/user/ai-code',
    capability: 'code',
    title: 'AI Code is not set up yet',
    loaded: heading('AI Code'),
    controls: forms('Ask AI Code'),
  },
  {
    url: '/user/templates',
    capability: 'template',
    title: 'Templates are not set up yet',
    setup: () => mockTemplates(),
    loaded: () => screen.findByRole('link', { name: 'Blog post' }),
    controls: buttons('Generate'),
    startsNothing: true,
  },
  {
    url: '/user/templates/3',
    capability: 'template',
    title: 'Templates are not set up yet',
    setup: () => mockTemplates(),
    loaded: heading('Blog post'),
    controls: forms('Blog post'),
  },
  {
    url: '/user/ai-images',
    capability: 'image',
    title: 'AI Images are not set up yet',
    setup: () => mockSavedImages([]),
    loaded: () => screen.findByRole('region', { name: 'Latest generations' }),
    controls: forms('Create images'),
  },
  {
    url: '/user/text-to-speech',
    capability: 'tts',
    title: 'AI provider voices are not set up yet',
    setup: () => mockSpeech([]),
    loaded: () => screen.findByRole('list', { name: 'Voices' }),
    controls: buttons('Generate'),
    worksWithout: true,
  },
  {
    url: '/user/speech-to-text',
    capability: 'stt',
    title: 'Speech to text is not set up yet',
    setup: () => mockTranscription(),
    loaded: heading('Speech to Text'),
    controls: forms('Transcribe audio'),
  },
];

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe.each(PAGES)('$url', (page) => {
  beforeEach(() => page.setup?.());

  it('not set up: shows the set-up panel before anything is typed, with the way to AI Providers for an admin', async () => {
    signIn({ isAdmin: true });
    mockAiStatus({ [page.capability]: false });
    renderApp(page.url);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(page.title)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'AI Providers' })).toHaveAttribute(
      'href',
      '/user/settings-ai',
    );
    await page.loaded();
    if (page.worksWithout) expect(page.controls()).not.toHaveLength(0);
    else expect(page.controls()).toHaveLength(0);
  });

  it('not set up: tells a user without the administrator’s part', async () => {
    signIn();
    mockAiStatus({ [page.capability]: false });
    renderApp(page.url);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(page.title)).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('OPENAI');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('set up: no panel, and the tool is offered', async () => {
    signIn();
    renderApp(page.url);
    await page.loaded();
    if (!page.startsNothing) await waitFor(() => expect(page.controls()).not.toHaveLength(0));
    expect(screen.queryByText(page.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
