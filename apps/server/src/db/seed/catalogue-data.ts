import type { TNewCompanyInfo, TNewPaymentMethod } from '../types.js';

type TUntimed<T> = Omit<T, 'created_at' | 'updated_at'>;

export const SEED_COMPANY_INFO: TUntimed<Omit<TNewCompanyInfo, 'id'>> = {
  name: 'Inkwell Labs Ltd',
  registration_number: '14872093',
  street: '18 Clerkenwell Green',
  city: 'London',
  postal_code: 'EC1R 0DP',
  country: 'United Kingdom',
  email: 'support@inkwell.app',
  phone: '+44 20 7946 0321',
};

/** Stripe is switched on but listed only once its keys are configured (env or admin). */
export const SEED_PAYMENT_METHODS: TUntimed<TNewPaymentMethod>[] = [
  {
    method_name: 'Sandbox',
    code: 'sandbox',
    image: '/gateways/sandbox.svg',
    is_default: true,
    enabled: true,
    sort_order: 10,
  },
  {
    method_name: 'Stripe',
    code: 'stripe',
    image: '/gateways/stripe.svg',
    is_default: false,
    enabled: true,
    sort_order: 20,
  },
];
