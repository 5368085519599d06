import type { TApplicationRequest, TContactRequest } from '@inkwell/contract';

export const VALID_CONTACT: TContactRequest = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Invoices for our team',
  message: 'Could you send monthly invoices with our VAT number on them?',
};

export const VALID_APPLICATION: TApplicationRequest = {
  kind: 'partner',
  full_name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines Ltd',
  website: 'https://analytical.example',
  team_size: '11-50',
  message: 'We run a content agency and would like to resell plans to our clients.',
};
