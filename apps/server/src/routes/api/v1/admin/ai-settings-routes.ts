import { aiCapabilityEndpoints, aiProviderEndpoints, aiSettingsEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelListFailure } from '../../../../providers/ai/ai-errors.js';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['ai-settings'];

/**
 * The admin's AI Providers: OpenAI-compatible providers (keys stored encrypted, never
 * returned), "Test connection" listing their models, and a provider + model per AI capability.
 * Values from the server environment win and cannot be changed here.
 */
const aiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    aiSettingsEndpoints.get,
    {
      tags,
      summary: 'The AI providers (key hints only) and the provider and model of each capability',
    },
    () => app.aiSettings.describe(),
  );

  route(
    app,
    aiProviderEndpoints.create,
    { tags, summary: 'Add an OpenAI-compatible provider (its key is stored encrypted)' },
    (request) => app.aiSettings.addProvider(request.body, actorOf(request)),
  );

  route(
    app,
    aiProviderEndpoints.update,
    {
      tags,
      summary:
        'Rename a provider, change its base URL (another origin needs the key again), replace or remove its key',
    },
    (request) => app.aiSettings.updateProvider(request.params.provider_id, request.body, actorOf(request)),
  );

  route(
    app,
    aiProviderEndpoints.remove,
    { tags, summary: 'Remove a provider; the capabilities it served are left without one' },
    (request) => app.aiSettings.removeProvider(request.params.provider_id, actorOf(request)),
  );

  route(
    app,
    aiProviderEndpoints.models,
    { tags, summary: "Test connection: the provider's models (GET /models)" },
    async (request) => {
      const connection = app.aiSettings.connection(request.params.provider_id);
      const models = await app.aiProvider.listModels(connection).catch((error: unknown) => {
        throw modelListFailure(error);
      });
      return { models };
    },
  );

  route(
    app,
    aiCapabilityEndpoints.update,
    { tags, summary: 'Serve a capability with a provider and one of its models' },
    (request) => app.aiSettings.assign(request.params.capability, request.body, actorOf(request)),
  );

  route(
    app,
    aiCapabilityEndpoints.remove,
    {
      tags,
      summary: 'Leave a capability without a provider (its tool says it is not set up)',
    },
    (request) => app.aiSettings.unassign(request.params.capability, actorOf(request)),
  );
};

export default aiSettingsRoutes;
