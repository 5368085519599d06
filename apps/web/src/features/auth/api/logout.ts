import { authEndpoints, type TLogoutRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * POST users/logout/: revokes one refresh token. No hook: `useSignOut` awaits this once, best
 * effort and without retries, before it clears the local session.
 */
export async function logout(body: TLogoutRequest): Promise<void> {
  await callEndpoint(authEndpoints.logout, { body });
}
