import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dashboardFixture, dashboardItem, emptyDashboardFixture } from '@/testing/dashboard-fixtures';
import { adminGatewaysFixture, balanceFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { profileFixture, signIn } from '@/testing/session';

const SANDBOX_WARNING =
  'Sandbox is on: anyone signed in can get a plan without paying. Switch it off before you sell.';

/** Counts the admin gateway requests and answers with the Sandbox on or off. */
function gatewaysWithSandbox(enabled: boolean) {
  const calls: string[] = [];
  server.use(
    http.get(api('admin/payment-gateways/'), ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(
        adminGatewaysFixture.map((gateway) =>
          gateway.code === 'sandbox' ? { ...gateway, enabled } : gateway,
        ),
      );
    }),
  );
  return calls;
}

describe('the dashboard while the Sandbox is on', () => {
  it('warns an admin, with a way to Payment Settings', async () => {
    gatewaysWithSandbox(true);
    signIn({ isAdmin: true, plan: 'Creator' });
    renderApp('/user');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SANDBOX_WARNING);
    expect(within(alert).getByRole('link', { name: 'Payment Settings' })).toHaveAttribute(
      'href',
      '/user/settings-payments',
    );
  });

  it('says nothing to an admin once the Sandbox is off', async () => {
    const calls = gatewaysWithSandbox(false);
    signIn({ isAdmin: true, plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
  });

  it('never asks for, or shows, the admin settings to a buyer', async () => {
    const calls = gatewaysWithSandbox(true);
    signIn({ plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your balances' })).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_WARNING)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the dashboard’s way to the business overview', () => {
  it('leads an admin to the overview', async () => {
    gatewaysWithSandbox(false);
    signIn({ isAdmin: true, plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('link', { name: /Business overview/ })).toHaveAttribute(
      'href',
      '/user/admin-overview',
    );
  });

  it('is not shown to a buyer', async () => {
    signIn({ plan: 'Creator' });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Business overview/ })).not.toBeInTheDocument();
  });
});

describe('the dashboard loading', () => {
  it('asks for the balance while the profile is still on its way, not after it', async () => {
    let balanceAsked!: () => void;
    const balanceRequested = new Promise<void>((resolve) => (balanceAsked = resolve));
    signIn({ plan: 'Creator' });
    server.use(
      // The profile answers only once the balance has been asked for: a waterfall never shows the page.
      http.get(api('users/profile/'), async () => {
        await balanceRequested;
        return HttpResponse.json(profileFixture);
      }),
      http.get(api('users/balance/'), () => {
        balanceAsked();
        return HttpResponse.json(balanceFixture);
      }),
    );
    renderApp('/user');
    expect(
      await screen.findByRole('heading', { name: `Hello, ${profileFixture.full_name}` }),
    ).toBeInTheDocument();
  });
});

/** Signs in and opens the dashboard, answered with `answer` (a month of use by default). */
function openDashboard(answer: Parameters<typeof http.get>[1] = () => HttpResponse.json(dashboardFixture)) {
  // jsdom draws no canvas: the charts keep their names, the numbers are in the text and table.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(http.get(api('users/dashboard/'), answer));
  signIn({ plan: 'Creator' });
  renderApp('/user');
}

/** A tool's card once the dashboard is in (the loading cards are drawn alike, then replaced). */
async function toolCard(name: string) {
  await screen.findByRole('group', { name });
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading your latest creations' })).not.toBeInTheDocument(),
  );
  return screen.getByRole('group', { name });
}

describe('the dashboard’s latest creations', () => {
  it('links each creation to where it opens', async () => {
    openDashboard();
    const links: [string, RegExp, string][] = [
      ['AI Chats', /^Trip to Lisbon/, '/user/ai-chats/7'],
      ['AI Code', /^Add two numbers/, '/user/saved/generate-code/12'],
      ['Templates', /^Product launch post/, '/user/saved/template/21'],
      ['AI Images', /^A lighthouse at dusk/, '/user/saved/images'],
      ['Text to Speech', /^Welcome to the show/, '/user/saved/text-to-speech'],
    ];
    for (const [tool, name, href] of links) {
      const link = await within(await toolCard(tool)).findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
    }
    const chats = await toolCard('AI Chats');
    expect(within(chats).getByRole('link', { name: /^Trip to Lisbon/ })).toHaveTextContent('Travel planner');
    expect(within(chats).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chats).getByRole('link', { name: 'See all in AI Chats' })).toHaveAttribute(
      'href',
      '/user/ai-chats',
    );
    const images = await toolCard('AI Images');
    expect(
      within(images)
        .getByRole('link', { name: /^A lighthouse at dusk/ })
        .querySelector('img'),
    ).toHaveAttribute('src', '/media/images/31-thumb.webp');
    expect(within(images).getByRole('link', { name: 'See all in My Images' })).toHaveAttribute(
      'href',
      '/user/saved/images',
    );
  });

  it('shows a tool without creations empty, with the way to start', async () => {
    openDashboard();
    const card = await toolCard('Speech to Text');
    expect(await within(card).findByText('No transcriptions yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Transcribe a recording' })).toHaveAttribute(
      'href',
      '/user/speech-to-text',
    );
    expect(within(card).getByRole('link', { name: 'See all in My Speech To Text' })).toHaveAttribute(
      'href',
      '/user/saved/speech-to-text',
    );
    expect(within(await toolCard('AI Chats')).queryByText('No chats yet')).not.toBeInTheDocument();
  });

  it('opens a transcription at its own page', async () => {
    openDashboard(() =>
      HttpResponse.json({
        ...dashboardFixture,
        latest: {
          ...dashboardFixture.latest,
          transcriptions: [dashboardItem({ id: 5, title: 'interview.mp3' })],
        },
      }),
    );
    const card = await toolCard('Speech to Text');
    expect(await within(card).findByRole('link', { name: /^interview\.mp3/ })).toHaveAttribute(
      'href',
      '/user/saved/speech-to-text/5',
    );
  });

  it('asks for the days in the browser’s time zone', async () => {
    const asked: URL[] = [];
    openDashboard(({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(dashboardFixture);
    });
    await toolCard('AI Chats');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(asked.map((url) => url.searchParams.get('time_zone'))).toEqual(asked.map(() => zone));
  });

  it('says so when the dashboard cannot be loaded, with a way to retry', async () => {
    openDashboard(() => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }));
    expect(await screen.findByText('We couldn’t load your latest creations.')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'Usage in the last 30 days' });
    expect(within(usage).getByRole('alert')).toHaveTextContent('We couldn’t load your usage.');
    expect(within(usage).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'AI Chats' })).not.toBeInTheDocument();
  });
});

describe('the dashboard’s usage', () => {
  it('sums each tool’s last 30 days as text', async () => {
    openDashboard();
    const totals = await screen.findByRole('list', { name: 'Totals, last 30 days' });
    const lines = within(totals)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Templates2 template generations',
      'AI Images3 AI images',
      'AI Chats5,400 AI chat tokens',
      'AI Code1 code generation',
      'Speech to Text0 speech-to-text transcriptions',
      'Text to Speech3 text-to-speech generations',
    ]);
  });

  it('names both charts by what they show and offers the numbers as a table', async () => {
    const user = userEvent.setup();
    openDashboard();
    expect(
      await screen.findByRole('img', {
        name: 'AI chat tokens over the last 30 days: 5,400 in total, most on Mar 1 (3,400).',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Generations per day over the last 30 days, by tool: Templates 2, AI Images 3, AI Code 1, Speech to Text 0, Text to Speech 3.',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Use per day, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Columns in the sidebar's order: Templates, AI Images, AI Chats, AI Code, Speech to Text, Text to Speech.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mar 10');
    expect(cells(1)).toEqual(['0', '1', '800', '0', '0', '3']);
    expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent('Mar 1');
    expect(cells(10)).toEqual(['2', '0', '3,400', '1', '0', '0']);
  });

  it('says there was no use in the last 30 days, without charts', async () => {
    openDashboard(() => HttpResponse.json(emptyDashboardFixture));
    expect(await screen.findByText('No usage in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Show as table')).not.toBeInTheDocument();
    const card = await toolCard('AI Chats');
    expect(within(card).getByText('No chats yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
      'href',
      '/user/ai-chats',
    );
  });
});
