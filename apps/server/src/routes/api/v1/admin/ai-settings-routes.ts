import type { FastifyRequest } from 'fastify';
import {
  ZAiCapabilityAssignmentSchema,
  ZAiCapabilityParamsSchema,
  ZAiModelsResponseSchema,
  ZAiProviderParamsSchema,
  ZAiProviderRequestSchema,
  ZAiProviderUpdateSchema,
  ZAiSettingsResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelListFailure } from '../../../../providers/ai/ai-errors.js';
import { errorResponses } from '../error-responses.js';
import { audited } from './admin-actor.js';

/** An AI Providers change, audited with what changed (a key only as replaced or not). */
const aiChange = <T>(request: FastifyRequest, target: string, after: object, change: () => Promise<T>) =>
  audited(request, { action: 'settings.ai', target_type: 'settings', target_id: target, after }, change);

const tags = ['ai-settings'];
const security = [{ bearerAuth: [] }];
const settingsAnswer = { 200: ZAiSettingsResponseSchema };

/**
 * The admin's AI Providers: OpenAI-compatible providers (keys stored encrypted, never
 * returned), "Test connection" listing their models, and a provider + model per AI capability.
 * Values from the server environment win and cannot be changed here.
 */
const aiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ai-settings/',
    {
      schema: {
        tags,
        security,
        summary: 'The AI providers (key hints only) and the provider and model of each capability',
        response: { ...settingsAnswer, ...errorResponses(401, 403) },
      },
    },
    () => app.aiSettings.describe(),
  );

  app.post(
    '/ai-settings/providers/',
    {
      schema: {
        tags,
        security,
        summary: 'Add an OpenAI-compatible provider (its key is stored encrypted)',
        body: ZAiProviderRequestSchema,
        response: { 201: ZAiSettingsResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { name, base_url } = request.body;
      return reply
        .code(201)
        .send(
          await aiChange(request, 'providers', { added: name, base_url }, () =>
            app.aiSettings.addProvider(request.body),
          ),
        );
    },
  );

  app.patch(
    '/ai-settings/providers/:provider_id/',
    {
      schema: {
        tags,
        security,
        summary:
          'Rename a provider, change its base URL (another origin needs the key again), replace or remove its key',
        params: ZAiProviderParamsSchema,
        body: ZAiProviderUpdateSchema,
        response: { ...settingsAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => {
      const { api_key: key, ...changes } = request.body;
      return aiChange(
        request,
        `provider:${request.params.provider_id}`,
        { ...changes, api_key: key === null ? 'cleared' : key ? 'replaced' : 'unchanged' },
        () => app.aiSettings.updateProvider(request.params.provider_id, request.body),
      );
    },
  );

  app.delete(
    '/ai-settings/providers/:provider_id/',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a provider; the capabilities it served are left without one',
        params: ZAiProviderParamsSchema,
        response: { ...settingsAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      aiChange(request, `provider:${request.params.provider_id}`, { removed: true }, () =>
        app.aiSettings.removeProvider(request.params.provider_id),
      ),
  );

  app.get(
    '/ai-settings/providers/:provider_id/models/',
    {
      schema: {
        tags,
        security,
        summary: "Test connection: the provider's models (GET /models)",
        params: ZAiProviderParamsSchema,
        response: { 200: ZAiModelsResponseSchema, ...errorResponses(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) => {
      const connection = app.aiSettings.connection(request.params.provider_id);
      const models = await app.aiProvider.listModels(connection).catch((error: unknown) => {
        throw modelListFailure(error);
      });
      return { models };
    },
  );

  app.put(
    '/ai-settings/capabilities/:capability/',
    {
      schema: {
        tags,
        security,
        summary: 'Serve a capability with a provider and one of its models',
        params: ZAiCapabilityParamsSchema,
        body: ZAiCapabilityAssignmentSchema,
        response: { ...settingsAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) =>
      aiChange(request, `capability:${request.params.capability}`, request.body, () =>
        app.aiSettings.assign(request.params.capability, request.body),
      ),
  );

  app.delete(
    '/ai-settings/capabilities/:capability/',
    {
      schema: {
        tags,
        security,
        summary: 'Leave a capability without a provider (its tool says it is not set up)',
        params: ZAiCapabilityParamsSchema,
        response: { ...settingsAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) =>
      aiChange(request, `capability:${request.params.capability}`, { unassigned: true }, () =>
        app.aiSettings.unassign(request.params.capability),
      ),
  );
};

export default aiSettingsRoutes;
