import { AssistantRepository } from './assistant-repository.js';
import { AuditRepository } from './audit-repository.js';
import { BalanceRepository } from './balance-repository.js';
import { ChatRepository } from './chat-repository.js';
import { ClaimRepository } from './claim-repository.js';
import { CodeRunRepository } from './code-run-repository.js';
import { ImageRepository } from './image-repository.js';
import { SpeechRepository } from './speech-repository.js';
import { TranscriptionRepository } from './transcription-repository.js';
import { VoiceRepository } from './voice-repository.js';
import { TemplateRepository } from './template-repository.js';
import { TemplateRunRepository } from './template-run-repository.js';
import { CompanyInfoRepository } from './company-info-repository.js';
import type { TExecutor } from './executor.js';
import { HealthRepository } from './health-repository.js';
import { InstanceRepository } from './instance-repository.js';
import { MailRepository } from './mail-repository.js';
import { MediaWriteRepository } from './media-write-repository.js';
import { OrderRepository } from './order-repository.js';
import { OverviewRepository } from './overview-repository.js';
import { PaymentEventRepository } from './payment-event-repository.js';
import { PaymentMethodRepository } from './payment-method-repository.js';
import { PlanRepository } from './plan-repository.js';
import { ReservationRepository } from './reservation-repository.js';
import { ReviewRepository } from './review-repository.js';
import { RollupRepository } from './rollup-repository.js';
import { SeedHistoryRepository } from './seed-history-repository.js';
import { SettingsRepository } from './settings-repository.js';
import { SupportRepository } from './support-repository.js';
import { TokenRepository } from './token-repository.js';
import { UserRepository } from './user-repository.js';

export interface TRepositories {
  health: HealthRepository;
  companyInfo: CompanyInfoRepository;
  plans: PlanRepository;
  paymentMethods: PaymentMethodRepository;
  reviews: ReviewRepository;
  support: SupportRepository;
  seedHistory: SeedHistoryRepository;
  users: UserRepository;
  tokens: TokenRepository;
  mail: MailRepository;
  settings: SettingsRepository;
  balances: BalanceRepository;
  reservations: ReservationRepository;
  instances: InstanceRepository;
  mediaWrites: MediaWriteRepository;
  claims: ClaimRepository;
  orders: OrderRepository;
  paymentEvents: PaymentEventRepository;
  assistants: AssistantRepository;
  chats: ChatRepository;
  codeRuns: CodeRunRepository;
  images: ImageRepository;
  voices: VoiceRepository;
  speeches: SpeechRepository;
  transcriptions: TranscriptionRepository;
  templates: TemplateRepository;
  templateRuns: TemplateRunRepository;
  audit: AuditRepository;
  overview: OverviewRepository;
  rollups: RollupRepository;
}

export function createRepositories(db: TExecutor): TRepositories {
  return {
    health: new HealthRepository(db),
    companyInfo: new CompanyInfoRepository(db),
    plans: new PlanRepository(db),
    paymentMethods: new PaymentMethodRepository(db),
    reviews: new ReviewRepository(db),
    support: new SupportRepository(db),
    seedHistory: new SeedHistoryRepository(db),
    users: new UserRepository(db),
    tokens: new TokenRepository(db),
    mail: new MailRepository(db),
    settings: new SettingsRepository(db),
    balances: new BalanceRepository(db),
    reservations: new ReservationRepository(db),
    instances: new InstanceRepository(db),
    mediaWrites: new MediaWriteRepository(db),
    claims: new ClaimRepository(db),
    assistants: new AssistantRepository(db),
    chats: new ChatRepository(db),
    codeRuns: new CodeRunRepository(db),
    images: new ImageRepository(db),
    voices: new VoiceRepository(db),
    speeches: new SpeechRepository(db),
    transcriptions: new TranscriptionRepository(db),
    templates: new TemplateRepository(db),
    templateRuns: new TemplateRunRepository(db),
    audit: new AuditRepository(db),
    overview: new OverviewRepository(db),
    rollups: new RollupRepository(db),
    orders: new OrderRepository(db),
    paymentEvents: new PaymentEventRepository(db),
  };
}
