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
export function callEndpoint<E extends TEndpoint>(
  endpoint: E,
  ...[call]: object extends TEndpointCall<E> ? [TEndpointCall<E>?] : [TEndpointCall<E>]
): Promise<TEndpointAnswer<E>> {
  return callAnyEndpoint(endpoint, call ?? {}) as Promise<TEndpointAnswer<E>>;
}

/** What `callAnyEndpoint` sends: the parts an endpoint may declare, checked by its schemas on the server. */
export type TAnyEndpointCall = { params?: unknown; query?: unknown; body?: unknown } & Pick<
  TRequestOptions,
  'headers' | 'retryDelayMs'
>;

/**
 * `callEndpoint` for code generic over endpoints (a tool's saved items), where TypeScript cannot
 * resolve what a call of "any of them" sends: the answer is still parsed with the endpoint's
 * schema; the caller states its type.
 */
export async function callAnyEndpoint(endpoint: TEndpoint, call: TAnyEndpointCall): Promise<unknown> {
  const { params, query, body, ...options } = call;
  const { data } = await request({
    ...options,
    method: endpoint.method.toLowerCase() as TMethod,
    url: endpointUrl(endpoint, params as object | undefined),
    params: query as TRequestOptions['params'],
    data: body,
  });
  return endpoint.answer ? endpoint.answer.parse(data) : undefined;
}

/**
 * The key of an endpoint's cached answer: its path pattern, then what was asked (`[path]` alone
 * covers every answer of the endpoint, for invalidation): `['saved/codes/:id/', { id: 7 }]`.
 */
export function endpointKey(endpoint: TEndpoint, input?: object): readonly unknown[] {
  return input === undefined ? [endpoint.path] : [endpoint.path, input];
}
