import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Undoes quoted-printable soft breaks and escapes, as mail bodies carry long links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` in which `find` finds something, and returns what it found. */
export async function waitForMail<T>(
  to: string,
  find: (text: string) => T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${to.toLowerCase()}`)) continue;
      const found = find(decodeQuotedPrintable(raw));
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with ${what} arrived`);
}

/** Waits for a mail to `to` that contains a link to `path` and returns that link. */
export function waitForMailLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  return waitForMail(to, (text) => pattern.exec(text)?.[0], `a ${path} link`, timeoutMs);
}
