import { loadEnv } from '../config/env.js';
import { restoreBackup } from '../services/backup/restore-backup.js';
import { readArgs } from './cli-args.js';

/**
 * `npm run restore -- <backup folder> [--force]`: a backup made by `npm run backup` restored
 * into DATA_DIR (checked first; an existing database is replaced only with --force), then
 * migrated to this version.
 */
const USAGE = 'Usage: npm run restore -- <backup folder> [--force]';

const args = readArgs(
  { allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean' } } },
  USAGE,
);
const [backup, ...extra] = args.positionals;
if (backup === undefined || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadEnv();
if (config.DATABASE_URL) {
  console.error(
    'This restores a SQLite backup into DATA_DIR; DATABASE_URL is set. A PostgreSQL dump is restored with ' +
      'pg_restore --no-owner --dbname "$DATABASE_URL" <file>.dump (into an empty database).',
  );
  process.exit(1);
}

try {
  const { manifest, applied } = await restoreBackup({
    backup,
    dataDir: config.DATA_DIR,
    force: args.values.force === true,
  });
  const notes = [
    `Restored the backup of ${manifest.created_at} into ${config.DATA_DIR}: ${manifest.database.tables.users ?? 0} users` +
      (manifest.media.stored === 'included' ? `, ${manifest.media.files} media files.` : '.'),
    applied.length > 0 ? `  migrated forward: ${applied.join(', ')}` : '  the database is at this version.',
  ];
  if (manifest.media.stored === 'bucket')
    notes.push(
      `  media was in the bucket ${manifest.media.bucket}, not in the backup: start with that S3_BUCKET.`,
    );
  else if (config.S3_BUCKET)
    notes.push(
      `  media went to ${config.DATA_DIR}/media, but S3_BUCKET is set: copy it to the bucket (aws s3 sync).`,
    );
  if (manifest.jwt_secret === 'environment')
    notes.push('  start the server with the JWT_SECRET it had when the backup was made.');
  else if (config.JWT_SECRET)
    notes.push('  the backup has its own secret (jwt-secret): start the server without JWT_SECRET.');
  console.log(notes.join('\n'));
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
