import { timeoutSignal } from './linked-signal.js';

/** A file a provider sends or links to is read up to this many bytes (a 4096² PNG is ~50 MB at worst). */
export const MAX_PROVIDER_FILE_BYTES = 64 * 1024 * 1024;

/**
 * A file a provider's answer links to (an image URL from a local server such as LocalAI), read
 * only when it is on the provider's own origin: the server never fetches an address that came
 * from anywhere else. Undefined for another origin, a redirect, a failed or
 * oversized answer. `providerFetch` is the provider's own (createProviderFetch).
 */
export async function fetchProviderFile(
  url: string,
  baseURL: string,
  timeoutMs: number,
  providerFetch: typeof fetch,
): Promise<Buffer | undefined> {
  let target: URL;
  try {
    target = new URL(url, baseURL);
  } catch {
    return undefined;
  }
  if (target.origin !== new URL(baseURL).origin) return undefined;
  const timeout = timeoutSignal(timeoutMs);
  try {
    const response = await providerFetch(target, { signal: timeout.signal });
    if (!response.ok) return undefined;
    return await readCapped(response, MAX_PROVIDER_FILE_BYTES);
  } catch {
    return undefined;
  } finally {
    timeout.clear();
  }
}

/** A response's body, or undefined when it declares or turns out to be larger than `maxBytes`. */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  if (!response.body) return Buffer.alloc(0);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
