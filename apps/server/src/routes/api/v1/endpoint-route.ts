import { API_PREFIX, type TEndpoint, type TEndpointAnswer, type TEndpointValue } from '@inkwell/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './error-responses.js';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Bearer authentication, for the OpenAPI document of an endpoint behind a session. */
const BEARER = [{ bearerAuth: [] }];

/** Marks a plugin whose routes (and its children's) are behind `signedInOnly`. */
const SIGNED_IN_ONLY = Symbol('signedInOnly');

/**
 * Puts every route of this plugin, and of the plugins it registers, behind a signed-in user
 * (`app.authenticate`, before the body is read); `route()` documents each as needing a bearer
 * token. The requirement and its documentation come from this one call.
 */
export function signedInOnly(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.decorate(SIGNED_IN_ONLY, true);
}

/** Whether a route is behind a signed-in user: its plugin's, or its own `onRequest`. */
function behindSignIn(app: FastifyInstance, onRequest: TRouteOptions['onRequest']): boolean {
  return app.hasDecorator(SIGNED_IN_ONLY) || [onRequest].flat().includes(app.authenticate);
}

/**
 * How a route serves its endpoint beyond the contract: the OpenAPI words (a summary, tags), its
 * hooks and limits, and the documentation of a success answer that is not JSON (an event
 * stream, a file). The bearer requirement comes from `signedInOnly` or an `onRequest` of
 * `app.authenticate`.
 */
export interface TRouteOptions extends Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler'
> {
  summary: string;
  description?: string;
  tags: string[];
  /** The body's media types when it is not JSON only (JSON or a multipart form with files). */
  consumes?: string[];
  response?: Record<number, unknown>;
}

/** A request to an endpoint: its path parameters, query string and body, validated. */
export type TEndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: TEndpointValue<E, 'params'>;
  Querystring: TEndpointValue<E, 'query'>;
  Body: TEndpointValue<E, 'body'>;
}>;

/** What a handler gives back: the answer (sent with the endpoint's status), or the reply it sent itself. */
type TEndpointResult<E extends TEndpoint> =
  TEndpointAnswer<E> | FastifyReply | void | Promise<TEndpointAnswer<E> | FastifyReply | void>;

/**
 * Registers the route of a contract endpoint in a plugin mounted under a prefix of its path:
 * the method and the URL come from the endpoint, and so do the schemas (params, query, body, the
 * success answer and the error statuses) that validate the request and write the OpenAPI
 * document. A handler's answer is sent with the endpoint's status (204: no body).
 */
export function route<E extends TEndpoint>(
  app: TZodApp,
  endpoint: E,
  options: TRouteOptions,
  handler: (request: TEndpointRequest<E>, reply: FastifyReply) => TEndpointResult<E>,
): void {
  const { summary, description, tags, consumes, response, ...hooks } = options;
  const fastify = app as unknown as FastifyInstance;
  const full = `${API_PREFIX}${endpoint.path}`;
  if (!full.startsWith(`${app.prefix}/`))
    throw new Error(`${endpoint.method} ${full} is registered under ${app.prefix || '/'}`);
  const answer = endpoint.answer ?? (endpoint.status === 204 ? z.undefined() : undefined);
  // The schemas are the endpoint's, so the reply's types are checked by the handler's signature.
  fastify.route({
    ...hooks,
    method: endpoint.method,
    url: full.slice(app.prefix.length),
    schema: {
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(behindSignIn(fastify, hooks.onRequest) ? { security: BEARER } : {}),
      ...(consumes === undefined ? {} : { consumes }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      response: {
        ...(answer === undefined ? {} : { [endpoint.status]: answer }),
        ...response,
        ...errorResponses(...endpoint.errors),
      },
    },
    handler: async (request, reply) => {
      const result = await handler(request as TEndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      return (reply as FastifyReply).code(endpoint.status).send(endpoint.status === 204 ? undefined : result);
    },
  });
}
