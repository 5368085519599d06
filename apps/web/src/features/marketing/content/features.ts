import {
  AudioLines,
  Bot,
  Code2,
  Gauge,
  ImageIcon,
  LayoutDashboard,
  LayoutTemplate,
  Library,
  MessagesSquare,
  Mic,
  Wand2,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The product's marketing claims, and what makes them true. */
export const keyFeatures: FeatureItem[] = [
  {
    icon: Zap,
    title: 'Fast and easy content generation',
    description:
      'Go from a blank page to a finished draft in seconds. Every tool opens with sensible defaults, so you write a prompt and get results.',
  },
  {
    icon: LayoutDashboard,
    title: 'Advanced dashboard',
    description:
      'Balances, recent creations and usage for every tool on one screen, with every chat, image, clip and transcript saved for later.',
  },
  {
    icon: Library,
    title: 'Voices library',
    description:
      'Browse voices by language, gender and engine, preview them, then set the speed. Speech is generated on the server, even offline.',
  },
  {
    icon: LayoutTemplate,
    title: 'Ready-made templates',
    description:
      'Blog outlines, product descriptions, cold emails, social posts and more: fill in a few fields and get polished copy.',
  },
  {
    icon: Bot,
    title: 'Smart assistants',
    description:
      'Chat with assistants tuned for copywriting, coding, research or support, with streaming answers, markdown and one-click copy.',
  },
  {
    icon: Gauge,
    title: 'Exact per-feature metering',
    description:
      'Chat is metered by the tokens the model really used; images, code and speech by generation. Nothing expires, nothing is rounded up.',
  },
];

export interface ToolItem extends FeatureItem {
  highlights: string[];
}

/** The six creation tools. */
export const coreTools: ToolItem[] = [
  {
    icon: MessagesSquare,
    title: 'AI Chats',
    description: 'Conversations with purpose-built assistants that remember the thread.',
    highlights: ['Streaming replies', 'Stop and regenerate', 'Code highlighting'],
  },
  {
    icon: Code2,
    title: 'AI Code',
    description: 'Describe what you need, pick a language, and get working code with an explanation.',
    highlights: ['Dozens of languages', 'Explained output', 'Saved snippets'],
  },
  {
    icon: ImageIcon,
    title: 'AI Images',
    description: 'Turn a prompt into illustrations, product shots and social visuals in a few seconds.',
    highlights: ['Several sizes', 'Batch generation', 'Personal gallery'],
  },
  {
    icon: Wand2,
    title: 'Templates',
    description: 'A catalogue of proven prompts by category, with fields that guide you to great copy.',
    highlights: ['Typed variables', 'Categories', 'Every run saved'],
  },
  {
    icon: Mic,
    title: 'Speech to Text',
    description: 'Upload or record audio and get an accurate transcript, processed on your own server.',
    highlights: ['wav, mp3, m4a, ogg, webm', 'In-browser recording', 'Works offline'],
  },
  {
    icon: AudioLines,
    title: 'Text to Speech',
    description: 'Give any text a natural voice from the library, then play it or download the audio.',
    highlights: ['Voices library', 'Adjustable speed', 'Instant download'],
  },
];
