import type { TEndpoint, TEndpointAnswer, TEndpointValue } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface TSavedItemEndpoints {
  list: TEndpoint;
  get: TEndpoint;
  remove: TEndpoint;
}

/** One tool's saved items as its service serves them, and the OpenAPI words of each route. */
export interface TSavedItems<E extends TSavedItemEndpoints> {
  summaries: { list: string; get: string; remove: string };
  list(userId: number, query: TEndpointValue<E['list'], 'query'>): Promise<TEndpointAnswer<E['list']>>;
  get(userId: number, id: number): Promise<TEndpointAnswer<E['get']>>;
  remove(userId: number, id: number): Promise<void>;
}

const tags = ['saved'];

/** The three routes of a tool's saved items: its list, one item, its deletion. */
export function savedItemRoutes<E extends TSavedItemEndpoints>(
  app: TZodApp,
  endpoints: E,
  items: TSavedItems<E>,
): void {
  const { summaries } = items;
  const idOf = (params: unknown) => (params as { id: number }).id;
  route<E['list']>(app, endpoints.list, { tags, summary: summaries.list }, (request) =>
    items.list(request.user.id, request.query as TEndpointValue<E['list'], 'query'>),
  );
  route<E['get']>(app, endpoints.get, { tags, summary: summaries.get }, (request) =>
    items.get(request.user.id, idOf(request.params)),
  );
  route<E['remove']>(app, endpoints.remove, { tags, summary: summaries.remove }, (request) =>
    items.remove(request.user.id, idOf(request.params)),
  );
}
