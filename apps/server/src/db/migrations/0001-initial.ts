import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn, addTimestampColumns } from './migration-helpers.js';

const QUANTITY_COLUMNS = [
  'chatbots_tokens',
  'code_generation_tokens',
  'ai_image_tokens',
  'speech_to_text_tokens',
  'speech_duration_limit',
  'text_to_speech_tokens',
  'text_character_length_limit',
  'template_generation_tokens',
  'support_request_sent',
];

const RATE_MICROS_COLUMNS = [
  'chatbot_rate_micros',
  'code_generation_rate_micros',
  'ai_image_rate_micros',
  'speech_to_text_rate_micros',
  'speech_duration_rate_micros',
  'text_to_speech_rate_micros',
  'text_character_length_rate_micros',
  'template_generation_rate_micros',
  'support_request_rate_micros',
];

async function createCompanyInfo(db: Kysely<unknown>): Promise<void> {
  const table = db.schema
    .createTable('company_info')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('registration_number', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull());
  await addTimestampColumns(table).execute();
}

async function createPlans(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  let table = addIdColumn(db.schema.createTable('plans'), dialect)
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('most_popular', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('access_status', 'varchar(32)', (col) => col.notNull().defaultTo('active'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true));
  for (const column of [...QUANTITY_COLUMNS, ...RATE_MICROS_COLUMNS]) {
    table = table.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0));
  }
  await addTimestampColumns(table).execute();
  await db.schema.createIndex('plans_kind_active_idx').on('plans').columns(['kind', 'active']).execute();
}

async function createPaymentMethods(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const table = addIdColumn(db.schema.createTable('payment_methods'), dialect)
    .addColumn('method_name', 'text', (col) => col.notNull())
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0));
  await addTimestampColumns(table).execute();
}

async function createReviews(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const table = addIdColumn(db.schema.createTable('reviews'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('review', 'text', (col) => col.notNull())
    .addColumn('rating_tenths', 'integer', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true));
  await addTimestampColumns(table).execute();
}

async function createSupport(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const requests = addIdColumn(db.schema.createTable('support_requests'), dialect)
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(32)', (col) => col.notNull())
    .addColumn('priority', 'varchar(16)', (col) => col.notNull().defaultTo('normal'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('details', 'text')
    .addColumn('ip', 'varchar(45)');
  await addTimestampColumns(requests).execute();
  await db.schema
    .createIndex('support_requests_status_idx')
    .on('support_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('support_requests_user_idx').on('support_requests').column('user_id').execute();

  await addIdColumn(db.schema.createTable('support_messages'), dialect)
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('support_requests.id').onDelete('cascade'),
    )
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('author_email', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_request_idx')
    .on('support_messages')
    .column('request_id')
    .execute();
}

export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await createCompanyInfo(db);
  await createPlans(db, dialect);
  await createPaymentMethods(db, dialect);
  await createReviews(db, dialect);
  await createSupport(db, dialect);
  await db.schema
    .createTable('seed_history')
    .addColumn('key', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_history',
    'support_messages',
    'support_requests',
    'reviews',
    'payment_methods',
    'plans',
    'company_info',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
