import type { LegalContext, LegalDocumentData } from './types';

export function buildPrivacyPolicy({ product, slug }: LegalContext): LegalDocumentData {
  return {
    title: 'Privacy Policy',
    updated: 'Last updated 1 November 2025',
    intro: `This policy explains what personal data ${product} processes when you visit the site, create an account, buy a plan or use the creation tools, why we process it, and the choices you have.`,
    sections: [
      {
        id: 'controller',
        title: 'Who is responsible',
        body: [
          `The company named on our Contact page operates this installation of ${product} and is the controller of the personal data described here.`,
          `${product} is self-hostable software. If you use an installation run by someone else (your employer, an agency, a reseller), that operator is the controller for it and decides how it is configured; this policy describes how the software behaves by default, and the operator’s own policy takes precedence.`,
        ],
      },
      {
        id: 'data-we-collect',
        title: 'Data we collect',
        body: [
          {
            list: [
              'Account data: your full name, email address, a password hash (never the password itself), an optional avatar and your plan.',
              'Balances and usage: the tokens and generations you buy and spend for each tool, recorded in a ledger so every change can be explained.',
              'Orders: the plan bought, amount, currency, gateway, status and timestamps. Card details are handled by the payment gateway and never reach us.',
              'Content you create: prompts, chats, generated code, images, templates runs, text-to-speech audio and transcripts, saved so you can find them again.',
              'Uploaded audio: recordings and files you send to Speech to Text.',
              'Support and contact messages: what you write to us and our replies, including applications sent through the partner form.',
              'Technical data: server logs with request times and errors. Your IP address at registration and last login is recorded only if the operator enables IP recording.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-data',
        title: 'How we use it',
        body: [
          {
            list: [
              'To provide the service you asked for: run the tools, save your creations and show your balances (performance of a contract).',
              'To take payments, credit balances and keep accounting records (contract and legal obligation).',
              'To answer support requests and contact messages (contract and legitimate interest).',
              'To keep the service secure: rate limits, abuse prevention and incident investigation (legitimate interest).',
              'To send service emails such as account confirmation, password resets and sign-in links. We do not send marketing email without your consent.',
            ],
          },
        ],
      },
      {
        id: 'ai-providers',
        title: 'AI providers',
        body: [
          'Text and image generation are performed by the OpenAI-compatible provider the operator has configured. Your prompt and the conversation needed to answer it are sent to that provider; its own terms and privacy policy apply to that processing. Operators can choose a model that runs on their own hardware so that nothing leaves their infrastructure.',
          'Speech synthesis and transcription run on our own server with open-source engines; audio is not sent to a third party.',
        ],
      },
      {
        id: 'payments',
        title: 'Payments',
        body: [
          'Purchases are paid through the gateway you pick at checkout, such as Stripe. You enter card details on the gateway’s page; we receive only the result (paid, failed, canceled or refunded) and an order reference. Test installations may offer a Sandbox gateway in which no money moves.',
        ],
      },
      {
        id: 'uploaded-audio',
        title: 'Uploaded audio',
        body: [
          'Audio you upload or record is used only to produce your transcript. The file and its transcript are kept as a saved item until you delete it. Only upload recordings you have the right to share, and with the consent of the people speaking in them.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        body: [
          'We use only cookies that the service needs. There are no advertising or cross-site tracking cookies.',
          {
            list: [
              `cookie_accepted_${slug}: remembers whether you accepted or declined the cookie banner, for 365 days.`,
              `access_token_${slug}: keeps you signed in, for 1 day. Set only after you log in.`,
              `refresh_token_${slug}: renews your session without asking for your password, for 30 days.`,
              'A sidebar cookie remembers whether the dashboard sidebar is open, for 7 days.',
              'Local storage keeps your theme choice (light, dark or system) and whether your account has admin rights, on your device only.',
            ],
          },
          'The cookie banner appears until you answer it. Declining keeps the site fully usable; the sign-in cookies are still needed if you choose to log in, because they are how a login works.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep data',
        body: [
          {
            list: [
              'Account data: for as long as your account exists.',
              'Saved creations and uploaded audio: until you delete them or your account.',
              'Orders and ledger entries: for as long as accounting law requires, typically up to 10 years.',
              'Support messages: up to 3 years after the request is closed.',
              'Server logs: up to 30 days, unless needed to investigate an incident.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        body: [
          'We do not sell personal data. We share it only with processors that help run the service (hosting, email delivery, the payment gateway you choose and the configured AI provider), under contracts that limit their use of it, or when the law requires it.',
        ],
      },
      {
        id: 'security',
        title: 'Security',
        body: [
          'Passwords are hashed with Argon2id, provider keys are stored encrypted, sessions are signed tokens that rotate on every refresh, and the site runs under a strict Content Security Policy. Sign-in and reset links are single-use and expire quickly.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        body: [
          'Depending on where you live, you can ask to access, correct, export or delete your personal data, to restrict or object to its processing, and to withdraw consent. You can edit your profile and delete saved items yourself; for anything else, write to us through the Contact page. You may also complain to your data protection authority.',
        ],
      },
      {
        id: 'children',
        title: 'Children',
        body: [
          `${product} is not intended for children under 16, and we do not knowingly collect their data.`,
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        body: [
          'When we change this policy we update the date above; for significant changes we will also notify account holders by email before they take effect.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        body: [
          'Questions about privacy? Use the form on our Contact page or the email address listed there, and we will reply within 30 days.',
        ],
      },
    ],
  };
}
