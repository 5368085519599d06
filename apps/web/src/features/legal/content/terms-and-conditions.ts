import type { LegalContext, LegalDocumentData } from './types';

export function buildTermsAndConditions({ product }: LegalContext): LegalDocumentData {
  return {
    title: 'Terms and Conditions',
    updated: 'Last updated 1 November 2025',
    intro: `These terms govern your use of ${product}: the website, your account, the creation tools and the plans you buy. By creating an account or buying a plan you agree to them.`,
    sections: [
      {
        id: 'accounts',
        title: 'Your account',
        body: [
          {
            list: [
              'You must be at least 16 and able to enter a binding contract to create an account.',
              'Give accurate details and confirm your email address; we send a confirmation link when you register.',
              'Keep your password secret. You are responsible for activity under your account; tell us at once if you suspect misuse.',
              'An account is personal. Teams should apply for a business plan through the application form rather than share a login.',
            ],
          },
        ],
      },
      {
        id: 'plans-and-tokens',
        title: 'Plans, tokens and balances',
        body: [
          'Plans are sold as fixed packs or as a custom plan whose quantities you choose. A purchase adds balances for each capability and raises your limits:',
          {
            list: [
              'AI chat tokens are spent by the tokens the model reports for your prompt and its answer.',
              'Code, template, image, text-to-speech and speech-to-text balances are spent one unit per generation.',
              'Characters per speech and minutes per transcription are limits on a single request, not balances.',
              'Support requests are the number of support tickets you can open.',
            ],
          },
          'New accounts start on a trial plan with small balances. Balances do not expire, cannot go negative, cannot be transferred to another account and have no cash value. A generation that fails is refunded to your balance automatically.',
        ],
      },
      {
        id: 'payments',
        title: 'Prices and payment',
        body: [
          'Prices are shown with their currency before you pay, and the price of a custom plan is calculated on our server from the published rates. You pay through the gateway you choose (for example Stripe); the gateway’s terms also apply. Balances are credited once the gateway confirms the payment. Your order history is available in your account.',
        ],
      },
      {
        id: 'refunds',
        title: 'Refunds',
        body: [
          'You can ask for a refund of a pack or custom plan within 14 days of purchase as long as none of its balance has been used; write to us through support or the Contact page. Refunds go back to the original payment method and the credited balances are removed. Where consumer law gives you further rights, those rights apply.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        body: [
          'You must not use the service to:',
          {
            list: [
              'create or spread content that is illegal, harassing, hateful, sexually exploits minors, or infringes someone else’s rights;',
              'impersonate a real person, including with synthetic voices, or create deceptive material meant to mislead;',
              'generate malware or attempt to break into systems;',
              'get around metering, rate limits or access controls, or resell access without a partner agreement;',
              'overload, probe or disrupt the service or other users.',
            ],
          },
          'We may refuse requests, remove content and suspend accounts that break these rules.',
        ],
      },
      {
        id: 'ai-content',
        title: 'AI-generated content',
        body: [
          'As between you and us, you own your prompts and, to the extent the law allows, the outputs generated for you. Outputs are produced by machine-learning models: they can be inaccurate, incomplete or similar to content produced for others. Review them before you rely on or publish them, especially code, facts, medical, legal or financial information.',
        ],
      },
      {
        id: 'uploaded-audio',
        title: 'Uploaded audio',
        body: [
          'Only upload or record audio you have the right to use and, where required, the consent of everyone who can be heard. Files must respect the size, format and duration limits shown in the tool.',
        ],
      },
      {
        id: 'self-hosting',
        title: 'Self-hosted installations',
        body: [
          `${product} can be installed and run by anyone. An operator who runs an installation is responsible for it: for its users, its payment and AI provider accounts, its terms and privacy policy, and the personal data it processes as controller. The software itself is provided under the MIT licence, “as is”, without warranty.`,
        ],
      },
      {
        id: 'availability',
        title: 'Availability and changes',
        body: [
          'We work to keep the service available but do not guarantee uninterrupted access; maintenance and provider outages can happen. We may improve or change features; if a change materially reduces what you paid for, you may ask for a refund of the unused balance.',
        ],
      },
      {
        id: 'termination',
        title: 'Suspension and closing your account',
        body: [
          'You can stop using the service and ask us to close your account at any time. We may suspend or close an account that breaks these terms, after notice where reasonable. Unused balances of an account closed for a breach are not refunded.',
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        body: [
          'Nothing in these terms limits liability that cannot be limited by law. Otherwise, our total liability to you is limited to the amount you paid us in the 12 months before the claim, and we are not liable for indirect or consequential losses.',
        ],
      },
      {
        id: 'governing-law',
        title: 'Changes and governing law',
        body: [
          'We will give account holders notice by email before material changes to these terms take effect. These terms are governed by the law of the country in which the operating company is registered, without depriving consumers of the protection of their local law.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        body: [
          'Questions about these terms? Use the form on our Contact page or the email address listed there.',
        ],
      },
    ],
  };
}
