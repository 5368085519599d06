import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { cpuWork } from '../../lib/cpu-work.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { WorkQueue } from '../../lib/work-queue.js';
import type { TAiProvider } from '../../providers/ai/ai-provider.js';
import { MeteredProvider, toEverySink } from '../../providers/ai/metered-provider.js';
import { OpenAiProvider } from '../../providers/ai/openai-provider.js';
import { detectSpeechEngines } from '../../providers/speech/detect-speech-engines.js';
import type { AuditLog } from '../../services/admin/audit-log.js';
import { ProviderCallStats } from '../../services/admin/provider-call-stats.js';
import { ChatGenerator } from '../../services/ai-chats/chat-generator.js';
import { ChatService } from '../../services/ai-chats/chat-service.js';
import { CodeService } from '../../services/ai-code/code-service.js';
import type { TGenerationRegistry } from '../../services/ai-generations/generation-registry.js';
import { Generations } from '../../services/ai-generations/generations.js';
import { RedisGenerations } from '../../services/ai-generations/redis-generations.js';
import { UnitGenerator } from '../../services/ai-generations/unit-generator.js';
import { ImageService } from '../../services/ai-images/image-service.js';
import { AiToolStatus } from '../../services/ai-settings/ai-tool-status.js';
import { loadAiSettings, type AiSettings } from '../../services/ai-settings/load-ai-settings.js';
import { SPEECH_DETAIL, SpeechService } from '../../services/ai-speech/speech-service.js';
import { TranscriptionJobs } from '../../services/ai-transcription/transcription-jobs.js';
import { TranscriptionService } from '../../services/ai-transcription/transcription-service.js';
import { VoiceLibrary } from '../../services/ai-speech/voice-library.js';
import { TemplateService } from '../../services/ai-templates/template-service.js';
import type { BalanceService } from '../../services/balance/balance-service.js';
import type { ProviderHealth } from '../../services/health/provider-health.js';
import type { Invalidation } from '../../services/invalidation/invalidation.js';
import type { MediaLinks } from '../../services/media/media-links.js';
import type { TrackedMedia } from '../../services/media/tracked-media.js';

declare module 'fastify' {
  interface FastifyInstance {
    aiProvider: TAiProvider;
    aiSettings: AiSettings;
    chats: ChatService;
    chatGenerator: ChatGenerator;
    code: CodeService;
    templates: TemplateService;
    images: ImageService;
    voices: VoiceLibrary;
    speech: SpeechService;
    transcriptions: TranscriptionService;
    aiStatus: AiToolStatus;
    transcriptionJobs: TranscriptionJobs;
  }
}

/** What the AI tools are built on, made by plugins/app/services.ts. */
export interface TAiToolsDeps {
  box: SecretBox;
  invalidation: Invalidation;
  auditLog: AuditLog;
  balances: BalanceService;
  media: TrackedMedia;
  mediaLinks: MediaLinks;
  /** Told of every provider call's outcome, for readiness. */
  providerHealth: ProviderHealth;
  /** This instance's id: the transcription jobs it runs carry it. */
  instanceId: string;
}

/** The parts of the AI tools that other services, and the app's start and close, need. */
export interface TAiTools {
  generations: TGenerationRegistry;
  images: ImageService;
  voices: VoiceLibrary;
  transcriptionJobs: TranscriptionJobs;
  providerCalls: ProviderCallStats;
}

/**
 * The AI tools: answers belong to the server; a shutdown stops them and saves what was written.
 * Every call to the provider is counted per hour for the admin overview.
 */
export async function decorateAiTools(app: FastifyInstance, deps: TAiToolsDeps): Promise<TAiTools> {
  const { config, db, repositories: repos } = app;
  const { balances, media, mediaLinks } = deps;
  const providerCalls = new ProviderCallStats(db, repos);
  const aiProvider = new MeteredProvider(
    new OpenAiProvider(config),
    toEverySink(providerCalls.record, deps.providerHealth.record, app.metrics?.recordProviderCall),
  );
  const aiSettings = await loadAiSettings(
    config,
    db,
    deps.box,
    repos.settings,
    app.log,
    deps.invalidation,
    deps.auditLog,
  );
  // Running answers: in this process, or with REDIS_URL shared by every instance (decision 039).
  const generations: TGenerationRegistry = app.redis
    ? await RedisGenerations.open(app.redis, {
        prefix: config.REDIS_KEY_PREFIX,
        leaseMs: config.ANSWER_LEASE_SECONDS * 1000,
        log: app.log,
      })
    : new Generations();
  const chats = new ChatService(repos, generations);
  app.decorate('aiProvider', aiProvider);
  app.decorate('aiSettings', aiSettings);
  app.decorate('chats', chats);
  app.decorate(
    'chatGenerator',
    new ChatGenerator(db, repos, config, aiProvider, aiSettings, balances, chats, generations),
  );
  const unitGenerator = new UnitGenerator(db, config, aiProvider, aiSettings, balances, generations);
  app.decorate('code', new CodeService(repos, unitGenerator));
  app.decorate('templates', new TemplateService(repos, unitGenerator));
  const images = new ImageService(
    db,
    repos,
    config,
    aiProvider,
    aiSettings,
    balances,
    media,
    mediaLinks,
    app.log,
  );
  app.decorate('images', images);

  // Speech: the offline engines, found on first use, and the provider's when
  // configured; at most one synthesis or transcription per core at once, the offline ones in
  // processes of their own at a lower priority.
  const speechQueue = new WorkQueue(availableParallelism(), 50, SPEECH_DETAIL.busy);
  const voices = new VoiceLibrary(
    db,
    repos,
    media,
    mediaLinks,
    detectSpeechEngines,
    { provider: aiProvider, settings: aiSettings, env: config },
    { queue: speechQueue, log: app.log, ahead: config.VOICE_PREVIEWS_AHEAD },
  );
  app.decorate('voices', voices);
  app.decorate(
    'speech',
    new SpeechService(db, repos, voices, balances, media, mediaLinks, speechQueue, app.log),
  );
  const transcriptionJobs = new TranscriptionJobs(
    db,
    repos,
    voices,
    balances,
    media,
    speechQueue,
    app.log,
    deps.instanceId,
  );
  app.decorate('transcriptionJobs', transcriptionJobs);
  app.metrics?.watch({ generations, speechQueue, cpuWork, repos, log: app.log });
  const transcriptions = new TranscriptionService(
    db,
    repos,
    voices,
    balances,
    media,
    mediaLinks,
    transcriptionJobs,
  );
  app.decorate('transcriptions', transcriptions);
  app.decorate('aiStatus', new AiToolStatus(aiSettings, images, transcriptions));
  return { generations, images, voices, transcriptionJobs, providerCalls };
}
