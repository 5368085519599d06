import { loadEnv } from '../config/env.js';
import { createBackup } from '../services/backup/create-backup.js';
import { readArgs } from './cli-args.js';

/**
 * `npm run backup -- [--to <dir>]`: a SQLite install backed up while its server runs (the
 * database, DATA_DIR/jwt-secret and the media folder) into a new folder under <dir>
 * (default ./backups). PostgreSQL and an S3 bucket are backed up with their own tools; this
 * says which.
 */
const USAGE = 'Usage: npm run backup -- [--to <folder>]   (default: ./backups)';

const args = readArgs(
  { options: { to: { type: 'string', default: 'backups' }, help: { type: 'boolean' } } },
  USAGE,
);

const config = loadEnv();
if (config.DATABASE_URL) {
  console.error(
    [
      'Nothing backed up: with DATABASE_URL the database is PostgreSQL, which pg_dump backs up while it runs:',
      '  pg_dump -Fc --dbname "$DATABASE_URL" --file inkwell-$(date -u +%Y%m%dT%H%M%SZ).dump',
      'and pg_restore restores (into an empty database): pg_restore --no-owner --dbname "$DATABASE_URL" <file>.dump',
      config.S3_BUCKET
        ? `Media is in the bucket ${config.S3_BUCKET}: keep it with the store's versioning or replication, or copy it after the dump: aws s3 sync s3://${config.S3_BUCKET} <folder>.`
        : `Media is in ${config.DATA_DIR}/media: copy that folder after the dump (files stored after it are not named by the dump).`,
      'Keep JWT_SECRET with the backup: without it, sessions, media links and the stored provider and Stripe keys are lost.',
    ].join('\n'),
  );
  process.exit(1);
}

try {
  const started = Date.now();
  const { dir, manifest, attempts } = await createBackup({
    dataDir: config.DATA_DIR,
    destination: args.values.to,
    bucket: config.S3_BUCKET,
    secretFromEnvironment: config.JWT_SECRET !== undefined,
  });
  const media =
    manifest.media.stored === 'included'
      ? `${manifest.media.files} media files (${manifest.media.bytes} bytes)`
      : `no media: it is in the bucket ${manifest.media.bucket}; keep it with the store's versioning or replication, or copy it now: aws s3 sync s3://${manifest.media.bucket} <folder>`;
  console.log(
    [
      `Backed up ${config.DATA_DIR} as of ${manifest.created_at} into ${dir} in ${Date.now() - started} ms` +
        (attempts > 1 ? ` (${attempts} snapshots: files were removed while copying)` : '') +
        '.',
      `  database at migration ${manifest.database.migration}: ${manifest.database.tables.users ?? 0} users, ${Object.keys(manifest.database.tables).length} tables`,
      `  ${media}`,
      manifest.jwt_secret === 'file'
        ? '  the generated secret (jwt-secret): keep the backup as private as the server'
        : '  not the secret: the server signs with JWT_SECRET, which a restore needs as it was',
      `Restore with: npm run restore -- ${dir}`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
