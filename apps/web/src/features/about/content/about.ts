import {
  CreditCard,
  Cpu,
  Gauge,
  HardDrive,
  Heart,
  LifeBuoy,
  Lock,
  Mic,
  Scale,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export interface AboutItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const missionStats = [
  { value: '6', label: 'creation tools' },
  { value: '1', label: 'shared balance' },
  { value: '0', label: 'subscriptions' },
  { value: '100%', label: 'self-hostable' },
];

export const differentiators: AboutItem[] = [
  {
    icon: CreditCard,
    title: 'Real payments, not a demo',
    description:
      'Packs and custom plans are paid through Stripe Checkout with signed webhooks, or a built-in sandbox gateway for testing. Every order is recorded, and balances are credited exactly once.',
  },
  {
    icon: Gauge,
    title: 'Exact per-feature metering',
    description:
      'Chats spend the tokens the model actually reported; images, code, templates and speech spend one unit per generation. Balances never go negative and every change is written to a ledger.',
  },
  {
    icon: LifeBuoy,
    title: 'An admin console that runs the business',
    description:
      'Orders with refunds and manual credits, user balances with reasons, a support center with threaded replies, date and IP settings: the operator’s side is built in, not bolted on.',
  },
  {
    icon: Mic,
    title: 'Offline speech',
    description:
      'Text to speech and speech to text run on the server itself with open-source engines, so audio never has to leave your machine, and keeps working without a provider.',
  },
  {
    icon: HardDrive,
    title: 'Self-hostable in one command',
    description:
      'One process serves the app and the API on SQLite out of the box; switch to PostgreSQL, Redis and S3-compatible storage when you grow past one machine.',
  },
  {
    icon: Cpu,
    title: 'Bring your own model',
    description:
      'Text and images come from any OpenAI-compatible provider: OpenAI, OpenRouter, or your own Ollama, vLLM or LM Studio. Keys are stored encrypted and never sent to the browser.',
  },
];

export const values: AboutItem[] = [
  {
    icon: Scale,
    title: 'Honest pricing',
    description:
      'You see what every feature costs and pay only for what you use. Nothing expires, nothing renews.',
  },
  {
    icon: Lock,
    title: 'Privacy by default',
    description:
      'Essential cookies only, no ad trackers, and the option to keep every byte on your own hardware.',
  },
  {
    icon: Sparkles,
    title: 'Craft in the details',
    description:
      'Fast pages, keyboard-friendly forms, light and dark themes, and errors that tell you what to do.',
  },
  {
    icon: Heart,
    title: 'Open by design',
    description: 'MIT-licensed code, documented decisions and an API described by an OpenAPI document.',
  },
];
