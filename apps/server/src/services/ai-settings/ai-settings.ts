import { randomBytes } from 'node:crypto';
import {
  AI_CAPABILITIES,
  AI_CAPABILITY_ENV,
  AI_PROVIDER_MESSAGES,
  AI_PROVIDERS_MAX,
  baseUrlOrigin,
  ENVIRONMENT_PROVIDER_ID,
  type TAiCapability,
  type TAiCapabilityAssignment,
  type TAiCapabilitySetting,
  type TAiProvider,
  type TAiProviderRequest,
  type TAiProviderUpdate,
  type TAiSettingsResponse,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { Database } from '../../db/types.js';
import { FieldError, HttpError, notFound } from '../../lib/http-error.js';
import type { TAiConnection, TAiTarget } from '../../providers/ai/ai-provider.js';
import { resolvesToPrivateAddress } from '../../providers/ai/provider-fetch.js';
import type { AuditLog, TAdminActor, TAuditEvent } from '../admin/audit-log.js';
import type { SealedSetting } from '../settings/sealed-setting.js';
import {
  apiKeyHint,
  EMPTY_AI_SETTINGS,
  type TStoredAiProvider,
  type TStoredAiSettings,
} from './stored-ai-settings.js';

export const AI_SETTINGS_DETAIL = {
  providerNotFound: 'AI provider not found.',
  environmentProvider:
    'This provider comes from OPENAI_BASE_URL / OPENAI_API_KEY in the server environment. Change it there and restart the server.',
  tooMany: `There can be at most ${AI_PROVIDERS_MAX} AI providers. Remove one first.`,
  unknownProvider: 'Pick one of the providers listed on this page.',
  changedMeanwhile:
    'Another admin changed this at the same moment. Reload the page to see their change, then try again.',
  environmentModel: (capability: TAiCapability) =>
    `${AI_CAPABILITY_ENV[capability]} is set in the server environment and wins over this page. Change it there and restart the server.`,
};

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/**
 * Tries of a write that keeps finding another write came first, before it gives up (409). Each
 * round one of the writes at once wins, so a write loses at most once per other write: this is
 * more than admins ever save at the same moment (the providers' tests add 20 at once).
 */
const WRITE_ATTEMPTS = 50;

/** An AI Providers change as audited: what changed, a key only as replaced or not. */
const aiChange = (target: string, after: object): TAuditEvent => ({
  action: 'settings.ai',
  target_type: 'settings',
  target_id: target,
  after,
});

/**
 * Which provider and model serve each AI capability. The environment (OPENAI_BASE_URL,
 * OPENAI_API_KEY, AI_*_MODEL) wins and is read-only; the rest is the admin's AI Providers
 * page, sealed in app_settings with the keys inside, never returned; each change audited in
 * its transaction.
 */
export class AiSettings {
  readonly #envConnection: TAiConnection | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: TEnv,
    private readonly admin: SealedSetting<TStoredAiSettings>,
    private readonly audit: AuditLog,
  ) {
    if (env.OPENAI_BASE_URL !== undefined || env.OPENAI_API_KEY !== undefined)
      this.#envConnection = {
        id: ENVIRONMENT_PROVIDER_ID,
        baseURL: (env.OPENAI_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
        apiKey: env.OPENAI_API_KEY ?? null,
      };
  }

  /** The provider and model serving a capability, or undefined when it has none. */
  target(capability: TAiCapability): TAiTarget | undefined {
    const envModel = this.#envModel(capability);
    if (envModel !== undefined) return { connection: this.#envConnection!, model: envModel };
    const assigned = this.#stored().capabilities[capability];
    if (!assigned) return undefined;
    const connection = this.#connection(assigned.provider_id);
    return connection ? { connection, model: assigned.model } : undefined;
  }

  /** A provider's connection, for "Test connection". */
  connection(providerId: string): TAiConnection {
    const connection = this.#connection(providerId);
    if (!connection) throw notFound(AI_SETTINGS_DETAIL.providerNotFound);
    return connection;
  }

  describe(): TAiSettingsResponse {
    const stored = this.#stored();
    const providers: TAiProvider[] = stored.providers.map((provider) => ({
      id: provider.id,
      name: provider.name,
      base_url: provider.base_url,
      api_key_hint: provider.api_key === null ? null : apiKeyHint(provider.api_key),
      source: 'admin',
    }));
    const env = this.#envConnection;
    if (env)
      providers.unshift({
        id: env.id,
        name: 'Server environment',
        base_url: env.baseURL,
        api_key_hint: env.apiKey === null ? null : apiKeyHint(env.apiKey),
        source: 'environment',
      });
    return {
      providers,
      capabilities: AI_CAPABILITIES.map((capability) => this.#describe(capability, stored)),
    };
  }

  async addProvider(request: TAiProviderRequest, actor: TAdminActor): Promise<TAiSettingsResponse> {
    await this.#refusePrivateAddress(request.base_url);
    const event = aiChange('providers', { added: request.name, base_url: request.base_url });
    return this.#write(actor, event, (stored) => {
      if (stored.providers.length >= AI_PROVIDERS_MAX) throw new HttpError(409, AI_SETTINGS_DETAIL.tooMany);
      const provider: TStoredAiProvider = {
        id: randomBytes(6).toString('hex'),
        name: request.name,
        base_url: request.base_url,
        api_key: request.api_key ? request.api_key : null,
      };
      return { ...stored, providers: [...stored.providers, provider] };
    });
  }

  /**
   * A saved key stays with its origin (scheme, host, port): moving the provider elsewhere needs
   * the key again or its removal, so an admin cannot send a key nobody can read to a host of
   * their choosing (decision 038). Another path on the same origin keeps it.
   */
  async updateProvider(
    id: string,
    changes: TAiProviderUpdate,
    actor: TAdminActor,
  ): Promise<TAiSettingsResponse> {
    if (changes.base_url !== undefined) await this.#refusePrivateAddress(changes.base_url);
    const { api_key: key, ...named } = changes;
    const event = aiChange(`provider:${id}`, {
      ...named,
      api_key: key === null ? 'cleared' : key ? 'replaced' : 'unchanged',
    });
    const edit = (stored: TStoredAiSettings) => {
      const current = this.#storedProvider(stored, id);
      const moved =
        changes.base_url !== undefined && baseUrlOrigin(changes.base_url) !== baseUrlOrigin(current.base_url);
      if (moved && current.api_key !== null && changes.api_key !== null && !changes.api_key)
        throw new FieldError('api_key', AI_PROVIDER_MESSAGES.keyForNewAddress);
      const apiKey = changes.api_key === null ? null : changes.api_key ? changes.api_key : current.api_key;
      const updated: TStoredAiProvider = {
        ...current,
        name: changes.name ?? current.name,
        base_url: changes.base_url ?? current.base_url,
        api_key: apiKey,
      };
      return { ...stored, providers: stored.providers.map((p) => (p.id === id ? updated : p)) };
    };
    return this.#write(actor, event, edit, (stored) => stored.providers.find((p) => p.id === id));
  }

  /** Removes a provider; the capabilities it served have none until another is picked. */
  removeProvider(id: string, actor: TAdminActor): Promise<TAiSettingsResponse> {
    const edit = (stored: TStoredAiSettings) => {
      this.#storedProvider(stored, id);
      const capabilities = Object.fromEntries(
        Object.entries(stored.capabilities).filter(([, assigned]) => assigned.provider_id !== id),
      );
      return { providers: stored.providers.filter((p) => p.id !== id), capabilities };
    };
    const event = aiChange(`provider:${id}`, { removed: true });
    return this.#write(actor, event, edit, (stored) => stored.providers.find((p) => p.id === id));
  }

  assign(
    capability: TAiCapability,
    assignment: TAiCapabilityAssignment,
    actor: TAdminActor,
  ): Promise<TAiSettingsResponse> {
    const edit = (stored: TStoredAiSettings) => {
      this.#refuseEnvironmentModel(capability);
      const known =
        (assignment.provider_id === ENVIRONMENT_PROVIDER_ID && this.#envConnection) ||
        stored.providers.some((p) => p.id === assignment.provider_id);
      if (!known) throw new FieldError('provider_id', AI_SETTINGS_DETAIL.unknownProvider);
      const value = { provider_id: assignment.provider_id, model: assignment.model.trim() };
      return { ...stored, capabilities: { ...stored.capabilities, [capability]: value } };
    };
    const event = aiChange(`capability:${capability}`, assignment);
    return this.#write(actor, event, edit, (stored) => stored.capabilities[capability]);
  }

  unassign(capability: TAiCapability, actor: TAdminActor): Promise<TAiSettingsResponse> {
    const edit = (stored: TStoredAiSettings) => {
      this.#refuseEnvironmentModel(capability);
      const { [capability]: _removed, ...capabilities } = stored.capabilities;
      return { ...stored, capabilities };
    };
    const event = aiChange(`capability:${capability}`, { unassigned: true });
    return this.#write(actor, event, edit, (stored) => stored.capabilities[capability]);
  }

  /** With AI_ALLOW_PRIVATE_HOSTS false, a base URL that resolves to a private address now is refused. */
  async #refusePrivateAddress(baseUrl: string): Promise<void> {
    if (!this.env.AI_ALLOW_PRIVATE_HOSTS && (await resolvesToPrivateAddress(baseUrl)))
      throw new FieldError('base_url', AI_PROVIDER_MESSAGES.privateAddress);
  }

  #describe(capability: TAiCapability, stored: TStoredAiSettings): TAiCapabilitySetting {
    const envModel = this.#envModel(capability);
    if (envModel !== undefined)
      return { capability, provider_id: ENVIRONMENT_PROVIDER_ID, model: envModel, source: 'environment' };
    const assigned = stored.capabilities[capability];
    return assigned
      ? { capability, provider_id: assigned.provider_id, model: assigned.model, source: 'admin' }
      : { capability, provider_id: null, model: null, source: null };
  }

  #envModel(capability: TAiCapability): string | undefined {
    if (!this.#envConnection) return undefined;
    return this.env[AI_CAPABILITY_ENV[capability] as keyof TEnv] as string | undefined;
  }

  #refuseEnvironmentModel(capability: TAiCapability): void {
    if (this.#envModel(capability) !== undefined)
      throw new HttpError(409, AI_SETTINGS_DETAIL.environmentModel(capability));
  }

  #connection(providerId: string): TAiConnection | undefined {
    if (providerId === ENVIRONMENT_PROVIDER_ID) return this.#envConnection;
    const provider = this.#stored().providers.find((p) => p.id === providerId);
    return provider && { id: provider.id, baseURL: provider.base_url, apiKey: provider.api_key };
  }

  #storedProvider(stored: TStoredAiSettings, id: string): TStoredAiProvider {
    if (id === ENVIRONMENT_PROVIDER_ID && this.#envConnection)
      throw new HttpError(409, AI_SETTINGS_DETAIL.environmentProvider);
    const provider = stored.providers.find((p) => p.id === id);
    if (!provider) throw notFound(AI_SETTINGS_DETAIL.providerNotFound);
    return provider;
  }

  #stored(): TStoredAiSettings {
    return this.admin.current() ?? EMPTY_AI_SETTINGS;
  }

  /**
   * A compare-and-set on the stored settings, whichever instance writes (decision 042): the
   * change is made on what was read and written only if nothing was written since. When
   * another write came first, the change is made again on the fresh settings (two admins
   * adding two providers both keep theirs), unless that write changed what this one edits
   * (`edits`: the provider or capability): then 409, the other admin's change kept. No lock:
   * writes on one instance race through the same check. The write that wins is audited in its
   * transaction.
   */
  async #write(
    actor: TAdminActor,
    event: TAuditEvent,
    change: (stored: TStoredAiSettings) => TStoredAiSettings,
    edits: (stored: TStoredAiSettings) => unknown = () => undefined,
  ): Promise<TAiSettingsResponse> {
    let read = await this.admin.read();
    const seen = JSON.stringify(edits(read.value ?? EMPTY_AI_SETTINGS));
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const stored = read.value ?? EMPTY_AI_SETTINGS;
      if (JSON.stringify(edits(stored)) !== seen) break;
      const next = change(stored);
      const written = await this.db.transaction().execute(async (trx) => {
        if (!(await this.admin.saveIfUnchanged(next, read.version, trx))) return false;
        await this.audit.record(actor, event, trx);
        return true;
      });
      if (written) {
        this.admin.saved(next);
        return this.describe();
      }
      read = await this.admin.read();
    }
    // The admin told to look again sees the other change here at once, not after its message.
    await this.admin.reload();
    throw new HttpError(409, AI_SETTINGS_DETAIL.changedMeanwhile);
  }
}
