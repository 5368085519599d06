import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Undoes quoted-printable soft breaks and escapes, as mail bodies carry long links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` that contains a link to `path` and returns that link. */
export async function waitForMailLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const dir = inject('mailDir');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${to.toLowerCase()}`)) continue;
      const link = pattern.exec(decodeQuotedPrintable(raw))?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a ${path} link arrived`);
}
