import { endpointPath, type TEndpoint, type TEndpointAnswer, type TEndpointInput } from '@inkwell/contract';
import { request, type TMethod, type TRequestOptions } from './api-client';

type TPart<E extends TEndpoint, K extends 'params' | 'query' | 'body'> =
  TEndpointInput<E, K> extends undefined ? { [key in K]?: undefined } : { [key in K]: TEndpointInput<E, K> };

/**
 * What a call of an endpoint sends: its path parameters, query string and body, each required
 * when the endpoint declares it. An endpoint without a body schema may be sent a FormData or a
 * file as `body` (an upload).
 */
export type TEndpointCall<E extends TEndpoint> = TPart<E, 'params'> &
  TPart<E, 'query'> &
  (E extends { readonly body: unknown } ? TPart<E, 'body'> : { body?: FormData | Blob }) &
  Pick<TRequestOptions, 'headers' | 'retryDelayMs'>;

/** The URL of an endpoint under the v1 prefix, its parameters filled in: `saved/codes/7/`. */
export function endpointUrl(endpoint: TEndpoint, params?: object): string {
  return endpointPath(endpoint.path, params as Record<string, unknown>);
}

/**
 * Calls an endpoint of the contract with every session and retry rule of the API client, and
 * reads its success answer with the endpoint's schema (an answer that is not what the contract
 * says throws); `undefined` for an endpoint without a JSON answer.
 */
export async function callEndpoint<E extends TEndpoint>(
  endpoint: E,
  ...[call]: object extends TEndpointCall<E> ? [TEndpointCall<E>?] : [TEndpointCall<E>]
): Promise<TEndpointAnswer<E>> {
  const { params, query, body, ...options } = (call ?? {}) as {
    params?: object;
    query?: TRequestOptions['params'];
    body?: unknown;
  } & TRequestOptions;
  const { data } = await request({
    ...options,
    method: endpoint.method.toLowerCase() as TMethod,
    url: endpointUrl(endpoint, params),
    params: query,
    data: body,
  });
  return (endpoint.answer ? endpoint.answer.parse(data) : undefined) as TEndpointAnswer<E>;
}

/**
 * The key of an endpoint's cached answer: its path pattern, then what was asked (`[path]` alone
 * covers every answer of the endpoint, for invalidation): `['saved/codes/:id/', { id: 7 }]`.
 */
export function endpointKey(endpoint: TEndpoint, input?: object): readonly unknown[] {
  return input === undefined ? [endpoint.path] : [endpoint.path, input];
}
