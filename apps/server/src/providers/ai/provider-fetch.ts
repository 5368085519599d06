import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { buildConnector as TBuildConnector } from 'undici';
import { isPrivateAddress } from '../../lib/private-address.js';

/** A provider's host is on this machine, a private network or link-local; nothing was sent. */
export class PrivateHostError extends Error {
  constructor(host: string) {
    super(`${host} is a private address and AI_ALLOW_PRIVATE_HOSTS is false.`);
    this.name = 'PrivateHostError';
  }
}

type TLookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * net.connect's `lookup`: every address a name resolves to is checked, and the socket then
 * connects to one of those very addresses, so a name that resolves elsewhere a moment later
 * (DNS rebinding) gains nothing.
 */
function checkedLookup(hostname: string, options: LookupOptions, callback: TLookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address)))
      return callback(new PrivateHostError(hostname), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** undici's connector with the lookup above; an IP literal (never looked up) is checked here. */
function checkedConnector(buildConnector: typeof TBuildConnector): TBuildConnector.connector {
  const connect = buildConnector({ lookup: checkedLookup } as TBuildConnector.BuildOptions);
  return (options, callback) => {
    if (isIP(options.hostname) !== 0 && isPrivateAddress(options.hostname))
      return callback(new PrivateHostError(options.hostname), null);
    return connect(options, callback);
  };
}

/**
 * The fetch every call to a provider goes through (the SDK's and the image files'). A redirect
 * is never followed: its 3xx is the answer, which the SDK and the callers treat as a failure,
 * so a request never goes to an address the admin did not type. With `allowPrivate` false,
 * each new connection refuses private, loopback and link-local addresses (PrivateHostError).
 */
export async function createProviderFetch(allowPrivate: boolean): Promise<typeof fetch> {
  if (allowPrivate) return (input, init) => fetch(input, { ...init, redirect: 'manual' });
  const { Agent, buildConnector } = await import('undici');
  const dispatcher = new Agent({ connect: checkedConnector(buildConnector) });
  // Node's own fetch takes undici's dispatcher (its FormData, which the SDK sends, stays Node's).
  return (input, init) => fetch(input, { ...init, redirect: 'manual', dispatcher } as unknown as RequestInit);
}

/**
 * Whether a base URL's host is, or now resolves to, a private address: checked when it is saved
 * (a name that does not resolve yet is let through; each connection checks again).
 */
export async function resolvesToPrivateAddress(baseUrl: string): Promise<boolean> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPrivateAddress(host);
  try {
    const addresses = await lookupAll(host, { all: true });
    return addresses.some(({ address }) => isPrivateAddress(address));
  } catch {
    return false;
  }
}
