import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { setupBrowser } from './browser';
import { contrastRatio, readFocusIndicator } from './contrast';
import { logIn } from './session';

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

    await logIn(page, inject('adminEmail'), inject('adminPassword'));
    // A fresh load, so the first Tab starts at the top (the skip link), not at the old form.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await weakFocusRings(page, 10)).toEqual([]);
  },
);

test('at 1280×900 the whole Admin Panel group is on screen without scrolling the sidebar', async () => {
  const page = await open('/', { viewport: { width: 1280, height: 900 } });
  await logIn(page, inject('adminEmail'), inject('adminPassword'));
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  const last = nav.getByRole('link', { name: 'Audit Log' });
  await last.waitFor();
  const hidden = await nav.evaluate((element) => {
    const labels = [
      'Overview',
      'Orders',
      'Users',
      'Support Center',
      'Edit User Profiles',
      'Plans',
      'AI Providers',
      'Audit Log',
    ];
    const links = Array.from(element.querySelectorAll('a')).filter((a) =>
      labels.includes(a.textContent ?? ''),
    );
    return links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !link.contains(atCentre);
      })
      .map((link) => link.textContent);
  });
  expect(hidden).toEqual([]);
  expect(await nav.getByText('Configurations', { exact: true }).isVisible()).toBe(true);
});

test('at 390 px the Custom Plan icon stays a 40 px square', async () => {
  const page = await open('/#pricing', { viewport: { width: 390, height: 844 } });
  const card = page.getByRole('article', { name: 'Custom Plan' });
  await card.waitFor();
  const box = await card.locator('span:has(> svg)').first().boundingBox();
  expect(box?.width).toBe(40);
  expect(box?.height).toBe(40);
});
