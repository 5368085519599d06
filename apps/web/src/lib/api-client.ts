import type { AxiosInstance } from 'axios';

/**
 * The API client of spec §7 lives in `axios-client.ts` (axios + axios-retry, the session
 * interceptors of spec §4). It is loaded with the first call, so axios is not part of any
 * page's first load (issue 10, decision 018); fetchers call this one as they would axios.
 */
const loadClient = () => import('./axios-client');

type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

function lazyMethod<M extends TMethod>(method: M): AxiosInstance[M] {
  const call = async (...args: unknown[]) => {
    const { apiClient: client } = await loadClient();
    return (client[method] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
  };
  return call as AxiosInstance[M];
}

export const apiClient: Pick<AxiosInstance, TMethod> = {
  get: lazyMethod('get'),
  post: lazyMethod('post'),
  put: lazyMethod('put'),
  patch: lazyMethod('patch'),
  delete: lazyMethod('delete'),
};

/** Spec §4: one refresh for any number of callers (see `axios-client.ts`). */
export async function refreshAccessToken(): Promise<string | null> {
  return (await loadClient()).refreshAccessToken();
}
