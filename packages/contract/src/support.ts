import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Support: what a request is, where it stands and how urgent it is. The contact form, the
 * application form and users' own requests all land in the one support center, each with its type.
 */
export const SUPPORT_REQUEST_TYPES = ['contact', 'application', 'ticket'] as const;
export type TSupportRequestType = (typeof SUPPORT_REQUEST_TYPES)[number];
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type TSupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export const SUPPORT_REQUEST_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TSupportRequestPriority = (typeof SUPPORT_REQUEST_PRIORITIES)[number];

/** The public contact form (visitors). Lands in the support center as a `contact` request. */
export const ZContactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'Name is too long.'),
  email: z.string().trim().max(254, 'Email is too long.').pipe(z.email('Enter a valid email address.')),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(200, 'Subject is too long.'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters.')
    .max(5000, 'Message is too long (5000 characters at most).'),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = z.object({
  id: z.number().int(),
  detail: z.string(),
});
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;

/** `support/application/` answers like the contact form: the request id and a thank-you. */
export const ZApplicationResponseSchema = ZContactResponseSchema;
export type TApplicationResponse = z.infer<typeof ZApplicationResponseSchema>;

export const APPLICATION_KINDS = ['business', 'partner'] as const;

/** `/application-form`: business or partner applications, landing in the support center. */
export const ZApplicationRequestSchema = z.object({
  kind: z.enum(APPLICATION_KINDS, 'Choose business or partner.'),
  full_name: z.string().trim().min(1, 'Please enter your full name.').max(120, 'Name is too long.'),
  email: z.string().trim().max(254, 'Email is too long.').pipe(z.email('Enter a valid email address.')),
  company: z.string().trim().min(1, 'Please enter your company.').max(160, 'Company is too long.'),
  website: z
    .string()
    .trim()
    .max(300, 'Website is too long.')
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
      'Enter a full URL starting with http:// or https://.',
    ),
  team_size: z.enum(['1-10', '11-50', '51-200', '201+'], 'Choose a team size.'),
  message: z
    .string()
    .trim()
    .min(20, 'Tell us a little more (at least 20 characters).')
    .max(5000, 'Message is too long (5000 characters at most).'),
});
export type TApplicationRequest = z.infer<typeof ZApplicationRequestSchema>;

/** The public forms, under support/: each lands in the support center (201 with its id). */
export const supportFormEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: 'support/contact/',
    body: ZContactRequestSchema,
    status: 201,
    answer: ZContactResponseSchema,
    errors: [400, 413, 415, 429],
  }),
  application: endpoint({
    method: 'POST',
    path: 'support/application/',
    body: ZApplicationRequestSchema,
    status: 201,
    answer: ZApplicationResponseSchema,
    errors: [400, 413, 415, 429],
  }),
};
