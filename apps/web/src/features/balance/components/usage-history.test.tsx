import type { TLedgerEntry } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { ledgerEntry, ledgerFixture, ledgerLines } from '@/testing/ledger-fixtures';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { UsageHistory } from './usage-history';

/** An element's text as assistive technology gets it (without the phone-only, aria-hidden labels). */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent?.trim() ?? '';
}

/** The table's body rows, each as its cells (the header row is checked on the way). */
async function bodyRows() {
  const table = await screen.findByRole('table', { name: 'Balance changes' });
  const [header, ...rows] = within(table).getAllByRole('row');
  expect(within(header!).getAllByRole('columnheader').map(spoken)).toEqual([
    'Date',
    'What',
    'Change',
    'Reason',
    'Balance after',
  ]);
  return rows.map((row) => within(row).getAllByRole('cell'));
}

/** What the "What" column says on every row. */
async function capabilitiesShown() {
  return (await bodyRows()).map((cells) => spoken(cells[1]!));
}

/** Answers the ledger with `answer` and records every request's query. */
function recordLedger(answer: (params: URLSearchParams) => TLedgerEntry[] | Response | Promise<Response>) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get(api('users/ledger/'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(Object.fromEntries(params));
      const answered = await answer(params);
      return Array.isArray(answered) ? HttpResponse.json(pageOf(ledgerLines(answered))) : answered;
    }),
  );
  return requests;
}

/** 25 uses of one capability, ten a page, numbered by page: page 2 starts at id 20. */
function longLedger(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const capability = (params.get('capability') ?? 'chatbots_tokens') as TLedgerEntry['capability'];
  const first = 100 - page * 10;
  const results = Array.from({ length: page === 3 ? 5 : 10 }, (_, index) =>
    ledgerEntry({ id: first + (10 - index), capability, delta: -page, balance_after: first }),
  );
  return HttpResponse.json(pageOf(ledgerLines(results), 25));
}

beforeEach(() => {
  signIn();
});

describe('Usage history', () => {
  it('shows skeleton rows, then every change with its date, capability, signed change, reason and balance', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = recordLedger(async () => {
      await gate;
      return HttpResponse.json(pageOf(ledgerLines(ledgerFixture)));
    });
    renderWithProviders(<UsageHistory />);
    expect(await screen.findByRole('region', { name: 'Usage history' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your usage history')).toBeInTheDocument();
    release();

    const rows = await bodyRows();
    expect(screen.queryByLabelText('Loading your usage history')).not.toBeInTheDocument();
    expect(rows.map((cells) => cells.slice(1).map(spoken))).toEqual([
      ['AI chat tokens', '\u22121,240', 'Used', '120,000'],
      ['AI images', '+1', 'Refunded', '140'],
      ['AI images', '\u22121', 'Used', '139'],
      ['2 balances', '', 'Purchase (order #14)', ''],
      ['Support requests', '\u22123', 'Adjusted by an admin', '0'],
      ['AI images', '+5', 'Trial', '5'],
    ]);
    expect(spoken(rows[0]![0]!)).toMatch(/^Mar 5, 2026/);
    expect(spoken(rows[5]![0]!)).toMatch(/^Jan 15, 2026/);
    expect(rows[1]![2]).toHaveClass('text-success');
    expect(rows[0]![2]).not.toHaveClass('text-success');
    expect(requests).toEqual([{ page: '1', page_size: '10' }]);
    expect(screen.queryByRole('navigation', { name: 'Usage history pages' })).not.toBeInTheDocument();
  });

  it("groups a purchase's changes into one line that a disclosure button expands and collapses", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsageHistory />);
    const table = await screen.findByRole('table', { name: 'Balance changes' });
    const toggle = within(table).getByRole('button', { name: '2 balances' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByRole('cell', { name: '+150,000' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controlled = toggle
      .getAttribute('aria-controls')!
      .split(' ')
      .map((id) => document.getElementById(id)!);
    expect(controlled.map((row) => within(row).getAllByRole('cell').slice(1).map(spoken))).toEqual([
      ['Max characters per text-to-speech request', '+9,000', 'Purchase (order #14)', '10,000'],
      ['AI chat tokens', '+150,000', 'Purchase (order #14)', '121,240'],
    ]);
    expect(await bodyRows()).toHaveLength(8);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyRows()).toHaveLength(6);
  });

  it('pages through a long history, ten changes at a time', async () => {
    const requests = recordLedger(longLedger);
    const user = userEvent.setup();
    renderWithProviders(<UsageHistory />);
    const pager = await screen.findByRole('navigation', { name: 'Usage history pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(await bodyRows()).toHaveLength(10);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(spoken((await bodyRows())[0]![2]!)).toBe('\u22123');

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    expect(requests.map(({ page, page_size }) => [page, page_size])).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
  });

  it('filters by capability, back to the first page, and shows all again', async () => {
    const requests = recordLedger(longLedger);
    const user = userEvent.setup();
    renderWithProviders(<UsageHistory />);
    const filter = await screen.findByRole('combobox', { name: 'Show' });
    expect(filter).toHaveDisplayValue('All');
    const pager = await screen.findByRole('navigation', { name: 'Usage history pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));

    await user.selectOptions(filter, 'AI images');
    await waitFor(async () => expect(new Set(await capabilitiesShown())).toEqual(new Set(['AI images'])));
    expect(screen.getByRole('navigation', { name: 'Usage history pages' })).toHaveTextContent('Page 1 of 3');
    expect(requests.at(-1)).toEqual({ page: '1', page_size: '10', capability: 'ai_image_tokens' });

    await user.selectOptions(filter, 'Max minutes per speech-to-text file');
    await waitFor(async () =>
      expect(new Set(await capabilitiesShown())).toEqual(new Set(['Max minutes per speech-to-text file'])),
    );
    expect(requests.at(-1)).toEqual({ page: '1', page_size: '10', capability: 'speech_duration_limit' });

    await user.selectOptions(filter, 'All');
    await waitFor(async () =>
      expect(new Set(await capabilitiesShown())).toEqual(new Set(['AI chat tokens'])),
    );
    expect(screen.getByRole('navigation', { name: 'Usage history pages' })).toHaveTextContent('Page 1 of 3');
    // "All" sends no capability; its first page was still fresh in the cache.
    expect(requests).toEqual([
      { page: '1', page_size: '10' },
      { page: '2', page_size: '10' },
      { page: '1', page_size: '10', capability: 'ai_image_tokens' },
      { page: '1', page_size: '10', capability: 'speech_duration_limit' },
    ]);
  });

  it('says so when there is nothing to show, with or without a filter', async () => {
    recordLedger(() => []);
    const user = userEvent.setup();
    renderWithProviders(<UsageHistory />);
    expect(await screen.findByText(/^No balance changes yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Support requests');
    expect(await screen.findByText('No “Support requests” changes yet.')).toBeInTheDocument();
  });

  it('shows an inline error with Retry when the history fails to load, and recovers', async () => {
    let fail = true;
    recordLedger(() =>
      fail
        ? HttpResponse.json({ detail: 'down' }, { status: 503 })
        : HttpResponse.json(pageOf(ledgerLines(ledgerFixture))),
    );
    const user = userEvent.setup();
    renderWithProviders(<UsageHistory />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your usage history.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await bodyRows()).toHaveLength(ledgerLines(ledgerFixture).length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
