import type { QueryClient } from '@tanstack/react-query';
import type { TTokenPair } from '@inkwell/contract';
import { create } from 'zustand';
import { useHydrated } from './hydration';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearAuthTokens, getAccessToken, setAuthTokens } from './cookies';
import { storageKey } from './storage-keys';

interface SessionState {
  /** True when an access-token cookie exists (read at load, then kept by login/logout). */
  isAuth: boolean;
  isAdmin: boolean;
  login: (tokens: TTokenPair, isAdmin: boolean) => void;
  /** Removes both token cookies, resets the admin flag and empties the query cache. */
  logout: () => void;
}

let activeQueryClient: QueryClient | null = null;

/** The app provider registers its query client so a logout drops every cached answer. */
export function registerSessionQueryClient(client: QueryClient | null): void {
  activeQueryClient = client;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      isAuth: getAccessToken() !== undefined,
      isAdmin: false,
      login: (tokens, isAdmin) => {
        setAuthTokens(tokens);
        set({ isAuth: true, isAdmin });
      },
      logout: () => {
        clearAuthTokens();
        set({ isAuth: false, isAdmin: false });
        activeQueryClient?.clear();
      },
    }),
    {
      name: storageKey('isAdmin'),
      storage: createJSONStorage(() => window.localStorage),
      // Only the admin flag is persisted; isAuth always follows the cookie.
      partialize: (state) => ({ isAdmin: state.isAdmin }),
    },
  ),
);

/** Whether to show the signed-in version of a public page: signed out until hydrated (decision 020). */
export function useIsSignedIn(): boolean {
  const hydrated = useHydrated();
  const isAuth = useSession((state) => state.isAuth);
  return hydrated && isAuth;
}

/** Re-reads the access cookie (e.g. after the interceptor refreshed or dropped the tokens). */
export function syncSessionFromCookies(): void {
  const isAuth = getAccessToken() !== undefined;
  if (useSession.getState().isAuth !== isAuth) useSession.setState({ isAuth });
}
