import { escapeHtml } from '../../lib/html.js';
import type { TMail } from './mailer.js';

export type TMailKind =
  | 'confirm_email'
  | 'password_reset'
  | 'access_restore'
  | 'change_email'
  | 'already_registered'
  | 'invitation';

interface TTemplate {
  subject: string;
  intro: string;
  action?: string;
  outro: string;
}

const TEMPLATES: Record<TMailKind, TTemplate> = {
  confirm_email: {
    subject: 'Confirm your email address',
    intro: 'Welcome! Please confirm your email address to activate your account.',
    action: 'Confirm email',
    outro: 'The link is valid for 48 hours. If you did not sign up, ignore this message.',
  },
  change_email: {
    subject: 'Confirm your new email address',
    intro: 'Please confirm this address to make it the email of your account.',
    action: 'Confirm new email',
    outro: 'The link is valid for 48 hours. If you did not ask for this change, ignore this message.',
  },
  password_reset: {
    subject: 'Reset your password',
    intro: 'Someone (hopefully you) asked to reset the password of your account.',
    action: 'Choose a new password',
    outro: 'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message.',
  },
  access_restore: {
    subject: 'Your sign-in link',
    intro: 'Use this one-time link to sign in to your account.',
    action: 'Sign in',
    outro: 'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message.',
  },
  invitation: {
    subject: 'Your account is ready',
    intro: 'An administrator has created an account for you. Choose a password to sign in.',
    action: 'Choose your password',
    outro: 'The link is valid for 7 days and works once. If you did not expect this, ignore this message.',
  },
  already_registered: {
    subject: 'You already have an account',
    intro: 'Someone tried to register with this email address, but you already have an account.',
    outro: 'If it was you, sign in or reset your password. Otherwise ignore this message.',
  },
};

export function renderMail(kind: TMailKind, to: string, productName: string, link?: string): TMail {
  const t = TEMPLATES[kind];
  return composeMail({
    to,
    productName,
    subject: t.subject,
    paragraphs: [t.intro],
    action: t.action && link ? { label: t.action, link } : undefined,
    closing: t.outro,
  });
}

export interface TMailContent {
  to: string;
  productName: string;
  /** Prefixed with the product's name. */
  subject: string;
  /** Plain text; line breaks inside a paragraph are kept. */
  paragraphs: string[];
  action?: { label: string; link: string } | undefined;
  closing?: string;
}

/** A mail as text and as HTML built from escaped text only (nothing in it is markup from a user). */
export function composeMail(content: TMailContent): TMail {
  const { to, productName, paragraphs, action, closing } = content;
  const subject = `${productName}: ${content.subject}`;
  const text = [
    ...paragraphs,
    action ? `${action.label}: ${action.link}` : '',
    closing ?? '',
    `— ${productName}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = [
    ...paragraphs.map(paragraph),
    action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : '',
    closing ? paragraph(closing) : '',
    `<p>— ${escapeHtml(productName)}</p>`,
  ].join('');
  return { to, subject, text, html };
}
