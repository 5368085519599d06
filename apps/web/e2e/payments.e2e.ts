import { MESSAGES, type TBalanceResponse, type TOrder } from '@inkwell/contract';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';
import { signInAdmin } from './admin-session';

const { open } = setupBrowser();
const PAID_BANNER = 'Payment received — your balances have been updated';
const PASSWORD = 'buyer password 1';

/** GET an API path as the signed-in user of `page` (its access-token cookie as the Bearer). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.startsWith('access_token_'))?.value;
  const response = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function signedInBuyer(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/');
  await signUpAndConfirm(page, 'Bea Buyer', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** Buy Now on a card of the pricing section, then Proceed in the chooser with the terms ticked. */
async function checkoutWith(page: Page, openChooser: () => Promise<void>): Promise<number> {
  await openChooser();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.waitFor();
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const buyPack = (page: Page, name: string) => async () => {
  await page.goto('/#pricing');
  await page.getByRole('article', { name }).getByRole('button', { name: 'Buy Now' }).click();
};

test('signed out, Buy Now says to log in first and goes to /login', async () => {
  const page = await open('/#pricing');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Buy Now' }).click();
  await page.getByText(MESSAGES.mustLoginToBuy).waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a pack bought through Sandbox: chooser, terms error, checkout, Pay, paid banner, balances up, upgrade box gone', async () => {
  const page = await signedInBuyer('pack');
  const problems = collectProblems(page);
  await page.getByRole('link', { name: 'Upgrade your plan' }).waitFor();
  const before = await apiGet<TBalanceResponse>(page, 'users/balance/');

  await buyPack(page, 'Creator')();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  const sandbox = dialog.getByRole('radio', { name: /Sandbox/ });
  await sandbox.waitFor();
  expect(await sandbox.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.getByText(MESSAGES.agreeToTerms).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  const orderId = await checkoutWith(page, async () => {});
  await page.getByText('Sandbox checkout').first().waitFor();
  await page.getByRole('button', { name: 'Pay $19' }).click();
  await page.waitForURL((url) => url.pathname === '/user/current-plan' && url.search === `?order=${orderId}`);
  await page.getByText(PAID_BANNER).waitFor();

  const after = await apiGet<TBalanceResponse>(page, 'users/balance/');
  const order = await apiGet<TOrder>(page, `users/orders/${orderId}/`);
  expect(order).toMatchObject({ status: 'paid', plan_name: 'Creator', amount: 19 });
  expect(after.plan).toBe('Creator');
  expect(after.balances.chatbots_tokens).toBe(
    before.balances.chatbots_tokens + order.quantities.chatbots_tokens,
  );
  expect(after.balances.ai_image_tokens).toBe(
    before.balances.ai_image_tokens + order.quantities.ai_image_tokens,
  );
  expect(after.limits.text_character_length_limit).toBe(
    Math.max(before.limits.text_character_length_limit, order.quantities.text_character_length_limit),
  );
  const chatCard = page
    .getByRole('list', { name: 'Balances' })
    .getByRole('listitem', { name: 'AI chat tokens' });
  await chatCard.getByText(after.balances.chatbots_tokens.toLocaleString('en-US'), { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Upgrade your plan' }).count()).toBe(0);
  expect(problems).toEqual([]);
});

test('bought in the app from Current Plan: Buy more, Test-mode Sandbox, Enter ticks the terms, balance credited', async () => {
  const page = await signedInBuyer('in-app');
  const problems = collectProblems(page);
  const before = await apiGet<TBalanceResponse>(page, 'users/balance/');
  await page.goto('/user/current-plan');
  await page.getByRole('button', { name: 'Buy more' }).click();
  const picker = page.getByRole('region', { name: 'Choose a pack or build your own' });
  await picker.getByRole('article', { name: 'Creator' }).getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('radio', { name: /^Sandbox Test mode/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/user/current-plan');
  await dialog.getByLabel(/I agree to the/).press('Enter');
  expect(await dialog.getByLabel(/I agree to the/).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('button', { name: 'Pay $19' }).click();
  await page.waitForURL((url) => url.pathname === '/user/current-plan' && url.search === `?order=${orderId}`);
  await page.getByText(PAID_BANNER).waitFor();

  const after = await apiGet<TBalanceResponse>(page, 'users/balance/');
  const order = await apiGet<TOrder>(page, `users/orders/${orderId}/`);
  expect(after.plan).toBe('Creator');
  expect(after.balances.ai_image_tokens).toBe(
    before.balances.ai_image_tokens + order.quantities.ai_image_tokens,
  );
  const images = page.getByRole('list', { name: 'Balances' }).getByRole('listitem', { name: 'AI images' });
  await images.getByText(after.balances.ai_image_tokens.toLocaleString('en-US'), { exact: true }).waitFor();
  const usage = page.getByRole('table', { name: 'Balance changes' });
  const purchase = usage.getByRole('row').filter({ hasText: `Purchase (order #${orderId})` });
  const toggle = purchase.getByRole('button', { name: /balances$/ });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await usage
    .getByRole('row')
    .filter({ hasText: 'AI images' })
    .filter({ hasText: `+${order.quantities.ai_image_tokens}` })
    .waitFor();
  expect(problems).toEqual([]);

  await page.setViewportSize({ width: 390, height: 700 });
  await page.getByRole('button', { name: `Receipt for order #${orderId}` }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt for order #${orderId}` });
  await receipt.getByText('Sandbox (test mode: no real money is charged)').waitFor();
  const close = receipt.getByRole('button', { name: 'Close receipt' });
  const box = await close.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(700);
  await close.click();
  await receipt.waitFor({ state: 'detached' });
});

test('a custom plan is bought the same way, charged the price the calculator showed', async () => {
  const page = await signedInBuyer('custom');
  const before = await apiGet<TBalanceResponse>(page, 'users/balance/');
  await page.goto('/#pricing');
  await page.getByLabel('AI chat tokens').fill('1500');
  await page.getByLabel('AI images').fill('12');
  await page.getByLabel('Support requests').fill('3');
  const shown = (
    await page
      .getByText(/^Total: /)
      .locator('..')
      .innerText()
  )
    .replace(/^Total:\s*/, '')
    .trim();
  expect(shown).toBe('$1.68'); // 1500 × 0.0004 + 12 × 0.04 + 3 × 0.2

  const orderId = await checkoutWith(page, async () => {
    await page.getByRole('button', { name: 'Buy Now' }).last().click();
  });
  const order = await apiGet<TOrder>(page, `users/orders/${orderId}/`);
  expect(`$${order.amount.toFixed(2)}`).toBe(shown);
  await page.getByRole('button', { name: `Pay ${shown}` }).click();
  await page.getByText(PAID_BANNER).waitFor();
  const after = await apiGet<TBalanceResponse>(page, 'users/balance/');
  expect(after.plan).toBe('CUSTOM PLAN');
  expect(after.balances.ai_image_tokens).toBe(before.balances.ai_image_tokens + 12);
  expect(after.balances.support_request_sent).toBe(before.balances.support_request_sent + 3);
});

test('Cancel on the Sandbox checkout leaves the balances unchanged', async () => {
  const page = await signedInBuyer('cancel');
  const before = await apiGet<TBalanceResponse>(page, 'users/balance/');
  const orderId = await checkoutWith(page, buyPack(page, 'Pro'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/user/current-plan');
  await page.getByText('Payment canceled').waitFor();
  expect((await apiGet<TOrder>(page, `users/orders/${orderId}/`)).status).toBe('canceled');
  expect(await apiGet<TBalanceResponse>(page, 'users/balance/')).toEqual(before);
  await page.getByRole('link', { name: 'Upgrade your plan' }).waitFor();
});

test('an admin switches Sandbox off in Payment Settings: buyers can no longer choose it', async () => {
  const admin = await open('/');
  await signInAdmin(admin);
  await admin.goto('/user');
  await admin
    .getByRole('alert')
    .filter({ hasText: /^Sandbox is on:/ })
    .waitFor();
  await admin.goto('/user/settings-payments');
  const sandboxSwitch = admin.getByRole('switch', { name: 'Sandbox Enabled' });
  await sandboxSwitch.waitFor();
  await admin.getByText(/^Sandbox is on:/).waitFor();
  await sandboxSwitch.click();
  await admin.getByText('No gateway is listed to buyers', { exact: false }).first().waitFor();
  try {
    const buyer = await signedInBuyer('off');
    await buyPack(buyer, 'Pro')();
    const dialog = buyer.getByRole('dialog', { name: 'Choose a payment method' });
    await dialog.getByText('No payment method is available right now. Please try again later.').waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(0);
  } finally {
    await sandboxSwitch.click();
    await admin.getByText(/^Sandbox is on:/).waitFor();
  }
});
