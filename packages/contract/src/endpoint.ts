import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an endpoint may declare: 400 answers field errors or `{ detail }`, the rest `{ detail }`. */
export type TErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * One endpoint of the API, declared once: the server registers its route from it (validation and
 * the OpenAPI document), the web builds its URL, parses its answer and names its cached data from
 * it. `path` is under `/api/v1/`, with `:name` for each path parameter (`saved/codes/:id/`).
 * `answer` is the success answer's schema; `undefined` for an empty answer (204) or one that is
 * not JSON (a file, an event stream), which the route then documents itself.
 */
export interface TEndpoint {
  readonly method: THttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly status: 200 | 201 | 202 | 204;
  readonly answer?: z.ZodType;
  readonly errors: readonly TErrorStatus[];
}

/** Declares an endpoint, keeping its literal types (the path, the schemas) for callers. */
export function endpoint<const E extends TEndpoint>(declared: E): E {
  return declared;
}

type TSchemaOf<E, K extends 'params' | 'query' | 'body' | 'answer'> = E extends {
  readonly [key in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a caller sends in an endpoint's path, query string or body (a schema's input). */
export type TEndpointInput<E extends TEndpoint, K extends 'params' | 'query' | 'body'> =
  TSchemaOf<E, K> extends z.ZodType ? z.input<TSchemaOf<E, K>> : undefined;

/** What an endpoint's handler receives, validated (a schema's output). */
export type TEndpointValue<E extends TEndpoint, K extends 'params' | 'query' | 'body'> =
  TSchemaOf<E, K> extends z.ZodType ? z.output<TSchemaOf<E, K>> : undefined;

/** An endpoint's success answer as the caller reads it; `undefined` when it has none in JSON. */
export type TEndpointAnswer<E extends TEndpoint> =
  TSchemaOf<E, 'answer'> extends z.ZodType ? z.output<TSchemaOf<E, 'answer'>> : undefined;

/**
 * An endpoint's path with its parameters filled in (`saved/codes/:id/` with `{ id: 7 }` is
 * `saved/codes/7/`), each value encoded; a parameter without a value is an error.
 */
export function endpointPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value as string | number));
  });
}
