import { render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { getPage, type PageKey } from '@/config/pages';
import { publicPageModules } from './routes';

/** The public pages whose code is loaded without the query library (the home page queries only in parts it loads later). */
const WITHOUT_QUERIES = ['home', 'privacyPolicy', 'termsAndConditions', 'notFound'] as const;

describe('the public pages and the query library', () => {
  it.each(WITHOUT_QUERIES)('%s renders with no query client anywhere above it', async (key) => {
    const { default: Page } = await publicPageModules[key]();
    const path = key === 'notFound' ? '/nowhere' : getPage(key as PageKey).path;
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('loads every other public page inside a query boundary', async () => {
    const others = Object.keys(publicPageModules).filter(
      (key) => !(WITHOUT_QUERIES as readonly string[]).includes(key),
    ) as (keyof typeof publicPageModules)[];
    expect(others.length).toBeGreaterThan(0);
    for (const key of others) {
      expect((await publicPageModules[key]()).default.name, key).toBe('WithQueries');
    }
  });
});
