import type {
  TAdminPaymentGateway,
  TBalanceResponse,
  TCompanyInfoResponse,
  TOrder,
  TCustomPlan,
  TPaymentMethodsResponse,
  TPlanPack,
  TPaginated,
  TReviewsResponse,
} from '@inkwell/contract';

/** Data shaped like the server's seed, for component tests. */
const pack = (overrides: Partial<TPlanPack> & Pick<TPlanPack, 'id' | 'plan' | 'price'>): TPlanPack => ({
  description: 'For trying every tool.',
  currency: 'USD',
  most_popular: false,
  access_status: 'active',
  chatbots_tokens: 150_000,
  code_generation_tokens: 50,
  ai_image_tokens: 150,
  speech_to_text_tokens: 20,
  speech_duration_limit: 20,
  text_to_speech_tokens: 30,
  text_character_length_limit: 10_000,
  template_generation_tokens: 60,
  support_request_sent: 40,
  ...overrides,
});

export const packsFixture: TPlanPack[] = [
  pack({ id: 1, plan: 'Starter', price: 9 }),
  pack({ id: 2, plan: 'Creator', price: 29, most_popular: true, description: 'For weekly creators.' }),
  pack({ id: 3, plan: 'Studio', price: 79.5, description: 'For small teams.' }),
  pack({ id: 4, plan: 'Agency', price: 199, description: 'For agencies at volume.', ai_image_tokens: 1 }),
];

export const customPlanFixture: TCustomPlan = {
  id: 5,
  plan: 'Custom',
  description: 'Pick exactly what you need.',
  price: 0,
  currency: 'USD',
  most_popular: false,
  access_status: 'active',
  chatbot_rate_per_token: 0.0001,
  code_generation_rate_per_token: 0.1,
  ai_image_rate_per_token: 0.2,
  speech_to_text_rate_per_token: 0.05,
  speech_duration_limit_per_minute: 0.5,
  text_to_speech_rate_per_token: 0.05,
  text_character_length_limit_per_character: 0.001,
  template_generation_rate_per_token: 0.03,
  support_request_sent_rate_per_token: 0.25,
};

export const plansFixture = [...packsFixture, customPlanFixture];

export const paymentMethodsFixture: TPaymentMethodsResponse = [
  { id: 1, method_name: 'Sandbox', image: '/gateways/sandbox.svg', is_default: true, test_mode: true },
  { id: 2, method_name: 'Stripe', image: '/gateways/stripe.svg', is_default: false, test_mode: false },
];

export const reviewsFixture: TReviewsResponse = [
  ['Amelia Hart', 'Content strategist', 4.8],
  ['Daniel Okafor', 'Full-stack developer', 4.2],
  ['Sofia Marquez', 'Podcast producer', 4.25],
  ['Kenji Watanabe', 'Technical writer', 5],
  ['Priya Raman', 'Marketing lead', 4.7],
  ['Lucas Bernard', 'Teacher', 3.5],
].map(([name, job, rating], index) => ({
  id: index + 1,
  name: name as string,
  job: job as string,
  rating: rating as number,
  review: `${name as string} writes about the product.`,
  avatar: `/avatars/${(name as string).toLowerCase().replace(' ', '-')}.svg`,
}));

export const companyInfoFixture: TCompanyInfoResponse = {
  name: 'Inkwell Labs Ltd',
  registrationNumber: 'HRB 123456',
  address: { street: '12 Quill Street', city: 'Berlin', postalCode: '10115', country: 'Germany' },
  email: 'hello@inkwell.example',
  phone: '+49 30 1234567',
};

export const balanceFixture: TBalanceResponse = {
  plan: 'Creator',
  balances: {
    chatbots_tokens: 120_000,
    code_generation_tokens: 45,
    template_generation_tokens: 58,
    ai_image_tokens: 140,
    text_to_speech_tokens: 30,
    speech_to_text_tokens: 18,
    support_request_sent: 40,
  },
  limits: { text_character_length_limit: 10_000, speech_duration_limit: 20 },
  used: {
    chatbots_tokens: 30_000,
    code_generation_tokens: 5,
    template_generation_tokens: 2,
    ai_image_tokens: 10,
    text_to_speech_tokens: 0,
    speech_to_text_tokens: 2,
    support_request_sent: 0,
  },
};

const creator = packsFixture[1]!;

/** An order for the Creator pack through the Sandbox, pending unless overridden. */
export function orderFixture(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 12,
    status: 'pending',
    plan_id: creator.id,
    plan_kind: 'pack',
    plan_name: creator.plan,
    quantities: {
      chatbots_tokens: creator.chatbots_tokens,
      code_generation_tokens: creator.code_generation_tokens,
      ai_image_tokens: creator.ai_image_tokens,
      speech_to_text_tokens: creator.speech_to_text_tokens,
      speech_duration_limit: creator.speech_duration_limit,
      text_to_speech_tokens: creator.text_to_speech_tokens,
      text_character_length_limit: creator.text_character_length_limit,
      template_generation_tokens: creator.template_generation_tokens,
      support_request_sent: 0,
    },
    amount: creator.price,
    currency: 'USD',
    gateway: { code: 'sandbox', method_name: 'Sandbox' },
    reference: null,
    created_at: '2026-03-02T09:30:00Z',
    updated_at: '2026-03-02T09:30:00Z',
    paid_at: null,
    ...overrides,
  };
}

export const ordersFixture: TOrder[] = [
  orderFixture({ id: 14, status: 'paid', paid_at: '2026-03-04T10:00:00Z', reference: 'sbx_0014' }),
  orderFixture({
    id: 13,
    status: 'failed',
    plan_name: 'Studio',
    amount: 79.5,
    gateway: { code: 'stripe', method_name: 'Stripe' },
    reference: 'cs_test_13',
  }),
  orderFixture({ id: 12, status: 'canceled' }),
];

export function pageOf<T>(results: T[], count = results.length): TPaginated<T> {
  return { count, next: null, previous: null, results };
}

/** The seed's two gateways as an admin sees them: Sandbox on and default, Stripe without keys. */
export const adminGatewaysFixture: TAdminPaymentGateway[] = [
  {
    id: 1,
    method_name: 'Sandbox',
    image: '/gateways/sandbox.svg',
    is_default: true,
    test_mode: true,
    code: 'sandbox',
    enabled: true,
    available: true,
  },
  {
    id: 2,
    method_name: 'Stripe',
    image: '/gateways/stripe.svg',
    is_default: false,
    test_mode: false,
    code: 'stripe',
    enabled: true,
    available: false,
  },
];
