import type { Migration, MigrationProvider } from 'kysely';
import type { TDialect } from '../create-database.js';
import * as initial from './0001-initial.js';
import * as accounts from './0002-accounts.js';
import * as billing from './0003-billing.js';
import * as sessionEpoch from './0004-session-epoch.js';
import * as aiChats from './0005-ai-chats.js';
import * as aiCode from './0006-ai-code.js';
import * as aiTemplates from './0007-ai-templates.js';
import * as aiImages from './0008-ai-images.js';
import * as aiSpeech from './0009-ai-speech.js';
import * as aiTranscriptions from './0010-ai-transcriptions.js';
import * as supportThreads from './0011-support-threads.js';
import * as adminConsole from './0012-admin-console.js';
import * as overviewIndexes from './0013-overview-indexes.js';
import * as catalogues from './0014-catalogues.js';
import * as overviewRollups from './0015-overview-rollups.js';
import * as refundClaims from './0016-refund-claims.js';
import * as accountLinks from './0017-account-links.js';
import * as transcriptionUploads from './0018-transcription-uploads.js';
import * as instanceLeases from './0019-instance-leases.js';
import * as providerStatsFlushes from './0020-provider-stats-flushes.js';
import * as mailRetries from './0021-mail-retries.js';
import * as mediaWrites from './0022-media-writes.js';
import * as transcriptionReservations from './0023-transcription-reservations.js';
import type { TMigration } from './migration-helpers.js';

/** Every migration, in order. Static imports work the same from src/ and dist/. */
const MIGRATIONS: Record<string, TMigration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_billing': billing,
  '0004_session_epoch': sessionEpoch,
  '0005_ai_chats': aiChats,
  '0006_ai_code': aiCode,
  '0007_ai_templates': aiTemplates,
  '0008_ai_images': aiImages,
  '0009_ai_speech': aiSpeech,
  '0010_ai_transcriptions': aiTranscriptions,
  '0011_support_threads': supportThreads,
  '0012_admin_console': adminConsole,
  '0013_overview_indexes': overviewIndexes,
  '0014_catalogues': catalogues,
  '0015_overview_rollups': overviewRollups,
  '0016_refund_claims': refundClaims,
  '0017_account_links': accountLinks,
  '0018_transcription_uploads': transcriptionUploads,
  '0019_instance_leases': instanceLeases,
  '0020_provider_stats_flushes': providerStatsFlushes,
  '0021_mail_retries': mailRetries,
  '0022_media_writes': mediaWrites,
  '0023_transcription_reservations': transcriptionReservations,
};

function bindDialect({ up, down }: TMigration, dialect: TDialect): Migration {
  return {
    up: (db) => up(db, dialect),
    down: down ? (db) => down(db, dialect) : undefined,
  };
}

export function createMigrationProvider(dialect: TDialect): MigrationProvider {
  const migrations = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [name, bindDialect(migration, dialect)]),
  );
  return { getMigrations: async () => migrations };
}
