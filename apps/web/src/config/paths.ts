import { generatePath } from 'react-router';
import { pageKeys, pages, type PageKey } from './pages';

type Pages = typeof pages;

/** The pages a link can reach without parameters. */
type StaticPageKey = {
  [K in PageKey]: Pages[K]['path'] extends `${string}:${string}` | '*' ? never : K;
}[PageKey];

function listStaticPaths() {
  const entries = pageKeys.flatMap((key) => {
    const { path } = pages[key];
    return path.includes(':') || path === '*' ? [] : [[key, path] as const];
  });
  return Object.fromEntries(entries) as { [K in StaticPageKey]: Pages[K]['path'] };
}

/** Every page the web app links to, by its key in `pages`. */
export const paths = {
  ...listStaticPaths(),
  pricing: `${pages.home.path}#pricing`,
} as const;

export function signUpWithEmail(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${paths.signUp}?${new URLSearchParams({ email: trimmed }).toString()}` : paths.signUp;
}

/** Where a checkout returns to: the current plan with the order's status. */
export function currentPlanForOrder(orderId: number): string {
  return `${paths.currentPlan}?${new URLSearchParams({ order: String(orderId) }).toString()}`;
}

export function sandboxCheckoutPath(orderId: number): string {
  return generatePath(pages.sandboxCheckout.path, { orderId: String(orderId) });
}

export function aiChatPath(chatId: number): string {
  return generatePath(pages.aiChat.path, { id: String(chatId) });
}

export function savedCodePath(id: number): string {
  return generatePath(pages.savedCode.path, { id: String(id) });
}

/** AI Code with a saved run's request filled in ("Run again"). */
export function runSavedCodePath(id: number): string {
  return `${paths.aiCode}?${new URLSearchParams({ run: String(id) }).toString()}`;
}

export function templatePath(id: number): string {
  return generatePath(pages.template.path, { id: String(id) });
}

/** A template with a saved run's values and options filled in ("Run again"). */
export function runSavedTemplatePath(templateId: number, savedId: number): string {
  return `${templatePath(templateId)}?${new URLSearchParams({ run: String(savedId) }).toString()}`;
}

export function savedTemplatePath(id: number): string {
  return generatePath(pages.savedTemplate.path, { id: String(id) });
}

export function savedTranscriptionPath(id: number): string {
  return generatePath(pages.savedTranscription.path, { id: String(id) });
}

export function supportRequestPath(id: number): string {
  return generatePath(pages.supportRequest.path, { id: String(id) });
}

export function userInfoPath(userId: number): string {
  return generatePath(pages.userInfo.path, { id: String(userId) });
}

export function adminOrderPath(orderId: number): string {
  return generatePath(pages.order.path, { id: String(orderId) });
}

/** Create Order with the buyer picked (the user's own pages link here). */
export function createOrderForUser(userId: number): string {
  return `${paths.createOrder}?${new URLSearchParams({ user: String(userId) }).toString()}`;
}

export function userEditPath(userId: number): string {
  return generatePath(pages.userEdit.path, { id: String(userId) });
}
