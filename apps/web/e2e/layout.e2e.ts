import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './browser';
import { contrastRatio, readFocusIndicator } from './contrast';
import { signInAdmin } from './admin-session';

const { open } = setupBrowser();

/** Tabs through the first `count` stops of the page and returns every one whose ring fails 3:1. */
async function weakFocusRings(page: Page, count: number): Promise<string[]> {
  const weak: string[] = [];
  for (let stop = 0; stop < count; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await readFocusIndicator(page);
    // Focus left the document (past its last stop): nothing is drawn, nothing to judge.
    if (ring.element.startsWith('body')) continue;
    const ratio = ring.outlineStyle === 'none' ? 0 : contrastRatio(ring.outline, ring.background);
    if (ring.outlineWidth < 2 || ratio < 3) {
      weak.push(
        `${ring.element}: ${ring.outlineStyle} ${ring.outline} on ${ring.background} = ${ratio.toFixed(2)}`,
      );
    }
  }
  return weak;
}

test.each(['light', 'dark'] as const)(
  'every focus ring keeps 3:1 against what is behind it (WCAG 1.4.11), %s theme',
  async (theme) => {
    // Full motion on purpose: the reduced-motion rule gives every change a 0.01 ms transition,
    // which a read right after Tab can catch half-way.
    const page = await open('/', { colorScheme: theme });
    await page.locator('#pricing').waitFor();
    expect(await weakFocusRings(page, 14)).toEqual([]);

    await signInAdmin(page);
    // A fresh load, so the first Tab starts at the top (the skip link), not at the old form.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await weakFocusRings(page, 10)).toEqual([]);
  },
);

/** The names of those of `controls` not wholly on screen: cut off, covered or scrolled away. */
function offScreen(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top < 0 || box.bottom > window.innerHeight || !element.contains(atCentre);
      })
      .map((element) => element.textContent ?? ''),
  );
}

test('at 1280×900 the Admin Panel, and each of its sub-groups opened, is on screen without scrolling the sidebar', async () => {
  const page = await open('/', { viewport: { width: 1280, height: 900 } });
  await signInAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link', { name: 'Overview' }).waitFor();
  const scrolled = () => nav.evaluate((element) => element.querySelector('.overflow-auto')?.scrollTop ?? -1);

  const topLinks = ['Overview', 'Orders', 'Users', /^Support Center/].map((name) =>
    nav.getByRole('link', { name, exact: typeof name === 'string' }),
  );
  const subGroups = ['Catalogues', 'Configurations'].map((name) => nav.getByRole('button', { name }));
  for (const control of [...topLinks, ...subGroups]) expect(await offScreen(control)).toEqual([]);

  for (const button of subGroups) {
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"] a`);
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    expect(await offScreen(links)).toEqual([]);
    expect(await offScreen(button)).toEqual([]);
    expect(await scrolled()).toBe(0);
    await button.click();
    expect(await links.first().isVisible()).toBe(false);
  }
});

test('at 390 px the Custom Plan icon stays a 40 px square', async () => {
  const page = await open('/#pricing', { viewport: { width: 390, height: 844 } });
  const card = page.getByRole('article', { name: 'Custom Plan' });
  await card.waitFor();
  const box = await card.locator('span:has(> svg)').first().boundingBox();
  expect(box?.width).toBe(40);
  expect(box?.height).toBe(40);
});
