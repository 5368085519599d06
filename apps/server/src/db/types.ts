import type {
  TAuditAction,
  TAuditTargetType,
  TCapability,
  TLedgerReason,
  TOrderStatus,
  TPaymentGatewayCode,
  TPlanKind,
  TSupportRequestPriority,
  TSupportRequestStatus,
  TSupportRequestType,
  TUserRole,
} from '@inkwell/contract';
import type { ColumnType, Generated, Insertable, Selectable, SqlBool, Updateable } from 'kysely';
import type { AiAssistantsTable, AiChatMessagesTable, AiChatsTable } from './ai-chat-tables.js';
import type { AiCodeRunsTable } from './ai-code-tables.js';
import type { AiImagesTable } from './ai-image-tables.js';
import type { AiSpeechesTable, AiVoicesTable } from './ai-speech-tables.js';
import type { AiTranscriptionsTable } from './ai-transcription-tables.js';
import type { AiTemplateRunsTable, AiTemplatesTable } from './ai-template-tables.js';
import type {
  AiProviderStatsFlushesTable,
  AiProviderStatsTable,
  SpendHourlyTable,
} from './overview-tables.js';

/**
 * Booleans: SQLite returns 0/1, PostgreSQL true/false; both accept booleans on write
 * (sqlite-statements.ts binds them as 0/1). Timestamps are ISO-8601 UTC strings on both engines.
 * Money is integer: pack prices in cents, custom-plan rates in millionths (micros).
 * Enumerated columns take their unions from the contract's tuples.
 */
export type TBool = ColumnType<SqlBool, boolean, boolean>;
/** A boolean column with a database default: optional on insert. */
export type TDefaultBool = ColumnType<SqlBool, boolean | undefined, boolean>;
export type TTimestamp = string;

export interface CompanyInfoTable {
  id: number;
  name: string;
  registration_number: string;
  street: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

/** A pack fills the nine quantities, the custom plan the nine rates; the rest stay 0. */
export interface PlansTable {
  id: Generated<number>;
  kind: TPlanKind;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  most_popular: TBool;
  access_status: string;
  sort_order: number;
  active: TBool;
  chatbots_tokens: Generated<number>;
  code_generation_tokens: Generated<number>;
  ai_image_tokens: Generated<number>;
  speech_to_text_tokens: Generated<number>;
  speech_duration_limit: Generated<number>;
  text_to_speech_tokens: Generated<number>;
  text_character_length_limit: Generated<number>;
  template_generation_tokens: Generated<number>;
  support_request_sent: Generated<number>;
  chatbot_rate_micros: Generated<number>;
  code_generation_rate_micros: Generated<number>;
  ai_image_rate_micros: Generated<number>;
  speech_to_text_rate_micros: Generated<number>;
  speech_duration_rate_micros: Generated<number>;
  text_to_speech_rate_micros: Generated<number>;
  text_character_length_rate_micros: Generated<number>;
  template_generation_rate_micros: Generated<number>;
  support_request_rate_micros: Generated<number>;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  method_name: string;
  code: TPaymentGatewayCode;
  image: string;
  is_default: TBool;
  enabled: TBool;
  sort_order: number;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  name: string;
  job: string;
  review: string;
  /** Rating out of 5 in tenths: 45 is 4.5 stars. */
  rating_tenths: number;
  avatar: string;
  sort_order: number;
  published: TBool;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  type: TSupportRequestType;
  /** Set for support requests opened by a signed-in user; the users table arrives with accounts. */
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  category: string;
  priority: TSupportRequestPriority;
  status: TSupportRequestStatus;
  /** JSON text with type-specific fields (for example an application's company). */
  details: string | null;
  ip: string | null;
  created_at: TTimestamp;
  updated_at: TTimestamp;
  /** The latest message or change; lists sort by it. */
  last_activity_at: Generated<TTimestamp>;
  /** Who wrote the latest message the asker sees: an asker's waits for an answer. */
  last_author: Generated<TSupportAuthor>;
  /** When the asker last opened the thread (a support request's replies since are unread). */
  asker_seen_at: TTimestamp | null;
}

export type TSupportAuthor = 'asker' | 'admin';

export interface SupportMessagesTable {
  id: Generated<number>;
  request_id: number;
  author_name: string;
  author_email: string;
  body: string;
  created_at: TTimestamp;
  author: Generated<TSupportAuthor>;
  /** An admin's note the asker never sees. */
  internal: TDefaultBool;
  /** The account that wrote it (the asker's or an admin's), when there was one. */
  user_id: number | null;
}

/** An image sent with a message, re-encoded and stored as private media. */
export interface SupportAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_key: string;
  width: number;
  height: number;
  bytes: number;
  created_at: TTimestamp;
}

/** Keys of seed items applied once; a deleted seeded row is never brought back. */
export interface SeedHistoryTable {
  key: string;
  applied_at: TTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  role: ColumnType<TUserRole, TUserRole | undefined, TUserRole>;
  avatar: string | null;
  plan: ColumnType<string, string | undefined, string>;
  email_confirmed_at: TTimestamp | null;
  /** A new address awaiting confirmation (change_email link). */
  pending_email: string | null;
  blocked: TDefaultBool;
  /** Part of every JWT (`ver`): bumping it ends every session. */
  token_version: ColumnType<number, number | undefined, number>;
  /** Bumped with every revoked refresh family: access tokens of a revoked family stop at once. */
  session_epoch: ColumnType<number, number | undefined, number>;
  registration_ip: string | null;
  last_login_ip: string | null;
  last_login_at: TTimestamp | null;
  /** The user's last spend, kept to the hour (the overview's active users). */
  last_active_at: TTimestamp | null;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

export interface RefreshTokensTable {
  /** The token's jti. */
  id: string;
  user_id: number;
  family_id: string;
  used_at: TTimestamp | null;
  revoked_at: TTimestamp | null;
  expires_at: TTimestamp;
  created_at: TTimestamp;
}

export type TOneTimeTokenPurpose =
  'confirm_email' | 'password_reset' | 'access_restore' | 'change_email' | 'invitation';

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TOneTimeTokenPurpose;
  /** sha-256 hex of the emailed token. */
  token_hash: string;
  /** The address the link was mailed to (null: mailed before links kept it). */
  email: string | null;
  expires_at: TTimestamp;
  used_at: TTimestamp | null;
  created_at: TTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: TTimestamp;
  sent_at: TTimestamp | null;
  error: string | null;
  /** When the link the body carries expires: the body is blanked then (null: no link, or blanked). */
  expires_at: ColumnType<TTimestamp | null, TTimestamp | null | undefined, TTimestamp | null>;
  /** Deliveries tried so far. */
  attempts: Generated<number>;
  /** When the next delivery is due (null: sent, given up, or logged without SMTP). */
  next_attempt_at: ColumnType<TTimestamp | null, TTimestamp | null | undefined, TTimestamp | null>;
  /** Until when the instance delivering it holds it (null or past: nobody). */
  claimed_until: ColumnType<TTimestamp | null, TTimestamp | null | undefined, TTimestamp | null>;
  /** When it was given up unsent because its link had expired. */
  abandoned_at: ColumnType<TTimestamp | null, TTimestamp | null | undefined, TTimestamp | null>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** One row per user and capability; a CHECK keeps balance >= 0. */
export interface UserBalancesTable {
  user_id: number;
  capability: TCapability;
  balance: number;
  updated_at: TTimestamp;
}

/** Every balance change; per user and capability the deltas sum to the balance. */
export interface BalanceLedgerTable {
  id: Generated<number>;
  user_id: number;
  capability: TCapability;
  delta: number;
  balance_after: number;
  reason: TLedgerReason;
  order_id: number | null;
  reference: string | null;
  created_at: TTimestamp;
}

export type TReservationStatus = 'held' | 'settled' | 'released';

export interface BalanceReservationsTable {
  id: string;
  user_id: number;
  capability: TCapability;
  amount: number;
  status: TReservationStatus;
  reference: string | null;
  /** The instance (instances.id) whose request holds it; null for holds made before leases. */
  holder: string | null;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

/** A running server process and how long its lease lasts (services/cluster/instance-leases.ts). */
export interface InstancesTable {
  id: string;
  started_at: TTimestamp;
  lease_until: TTimestamp;
}

/** A file being put into the media storage by an instance, until the sweep finds it named or removes it. */
export interface MediaWritesTable {
  key: string;
  holder: string;
  created_at: TTimestamp;
}

/** What an order's refund could not take because a hold had it: collected when the hold ends. */
export interface BalanceClaimsTable {
  id: Generated<number>;
  reservation_id: string;
  order_id: number;
  amount: number;
  created_at: TTimestamp;
}

/** A purchase: the plan as bought (name and quantities), the server-computed amount in cents. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  plan_id: number | null;
  plan_kind: TPlanKind;
  plan_name: string;
  chatbots_tokens: number;
  code_generation_tokens: number;
  ai_image_tokens: number;
  speech_to_text_tokens: number;
  speech_duration_limit: number;
  text_to_speech_tokens: number;
  text_character_length_limit: number;
  template_generation_tokens: number;
  support_request_sent: number;
  amount_cents: number;
  currency: string;
  gateway: TPaymentGatewayCode;
  status: ColumnType<TOrderStatus, TOrderStatus | undefined, TOrderStatus>;
  external_id: string | null;
  failure_reason: string | null;
  paid_at: TTimestamp | null;
  created_at: TTimestamp;
  updated_at: TTimestamp;
  /** An admin's note on a manual order. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin who made a manual order. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  refunded_at: ColumnType<TTimestamp | null, TTimestamp | null | undefined, TTimestamp | null>;
  /** The gateway's payment (a Stripe PaymentIntent id): what a refund names. */
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every admin action: who, what, on which target, the values before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: TAuditAction;
  target_type: TAuditTargetType;
  target_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: TTimestamp;
}

/** Gateway events (webhooks) recorded once each, with what handling them did. */
export interface PaymentEventsTable {
  gateway: TPaymentGatewayCode;
  event_id: string;
  type: string;
  order_id: number | null;
  outcome: string;
  received_at: TTimestamp;
}

export interface Database {
  company_info: CompanyInfoTable;
  plans: PlansTable;
  payment_methods: PaymentMethodsTable;
  reviews: ReviewsTable;
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  support_attachments: SupportAttachmentsTable;
  seed_history: SeedHistoryTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
  app_settings: AppSettingsTable;
  user_balances: UserBalancesTable;
  balance_ledger: BalanceLedgerTable;
  balance_reservations: BalanceReservationsTable;
  balance_claims: BalanceClaimsTable;
  instances: InstancesTable;
  media_writes: MediaWritesTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  audit_log: AuditLogTable;
  ai_assistants: AiAssistantsTable;
  ai_chats: AiChatsTable;
  ai_chat_messages: AiChatMessagesTable;
  ai_code_runs: AiCodeRunsTable;
  ai_images: AiImagesTable;
  ai_voices: AiVoicesTable;
  ai_speeches: AiSpeechesTable;
  ai_transcriptions: AiTranscriptionsTable;
  ai_templates: AiTemplatesTable;
  ai_template_runs: AiTemplateRunsTable;
  spend_hourly: SpendHourlyTable;
  ai_provider_stats: AiProviderStatsTable;
  ai_provider_stats_flushes: AiProviderStatsFlushesTable;
}

export type TPlanRow = Selectable<PlansTable>;
export type TNewPlan = Insertable<PlansTable>;
export type TPlanUpdate = Updateable<PlansTable>;
export type TPaymentMethodRow = Selectable<PaymentMethodsTable>;
export type TNewPaymentMethod = Insertable<PaymentMethodsTable>;
export type TReviewRow = Selectable<ReviewsTable>;
export type TNewReview = Insertable<ReviewsTable>;
export type TCompanyInfoRow = Selectable<CompanyInfoTable>;
export type TNewCompanyInfo = Insertable<CompanyInfoTable>;
export type TSupportRequestRow = Selectable<SupportRequestsTable>;
export type TNewSupportRequest = Insertable<SupportRequestsTable>;
export type TSupportMessageRow = Selectable<SupportMessagesTable>;
export type TNewSupportMessage = Insertable<SupportMessagesTable>;
export type TSupportAttachmentRow = Selectable<SupportAttachmentsTable>;
export type TNewSupportAttachment = Insertable<SupportAttachmentsTable>;
export type TUserRow = Selectable<UsersTable>;
export type TNewUser = Insertable<UsersTable>;
export type TUserUpdate = Updateable<UsersTable>;
export type TOneTimeTokenRow = Selectable<OneTimeTokensTable>;
export type TNewMail = Insertable<MailOutboxTable>;
export type TLedgerRow = Selectable<BalanceLedgerTable>;
export type TNewLedgerRow = Insertable<BalanceLedgerTable>;
export type TReservationRow = Selectable<BalanceReservationsTable>;
export type TClaimRow = Selectable<BalanceClaimsTable>;
export type TOrderRow = Selectable<OrdersTable>;
export type TAuditRow = Selectable<AuditLogTable>;
export type TNewAuditRow = Insertable<AuditLogTable>;
export type TNewOrder = Insertable<OrdersTable>;
