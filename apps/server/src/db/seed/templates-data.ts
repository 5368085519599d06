import type { TTemplateVariable } from '@inkwell/contract';

export interface TSeedTemplate {
  /** Kebab-case and unique: the seed's natural key. */
  slug: string;
  title: string;
  description: string;
  category: 'Blog' | 'Marketing' | 'Social media' | 'Email' | 'SEO' | 'Business' | 'Writing aids';
  /** A lucide icon's name, drawn by the web app. */
  icon: string;
  /** Instructions with `{{name}}` where each variable's value is meant. */
  prompt: string;
  variables: TTemplateVariable[];
}

const text = (name: string, label: string, placeholder: string, required = true): TTemplateVariable => ({
  name,
  type: 'text',
  label,
  placeholder,
  required,
});
const longText = (name: string, label: string, placeholder: string, required = true): TTemplateVariable => ({
  name,
  type: 'long_text',
  label,
  placeholder,
  required,
});
const select = (name: string, label: string, options: string[]): TTemplateVariable => ({
  name,
  type: 'select',
  label,
  required: true,
  options,
});
const number = (name: string, label: string, min: number, max: number): TTemplateVariable => ({
  name,
  type: 'number',
  label,
  required: true,
  min,
  max,
});

const topic = text('topic', 'Topic', 'How small teams can adopt remote work');
const audience = text('audience', 'Audience', 'Founders of early-stage startups', false);
const product = text('product', 'Product or service', 'Inkwell, an AI writing workspace');
const details = longText('details', 'Key facts', 'What it does, for whom, what makes it different');

/**
 * The prompt templates, seeded once on a fresh database. Operators manage them afterwards;
 * re-running the seed never overwrites their edits.
 */
export const SEED_TEMPLATES: readonly TSeedTemplate[] = [
  {
    slug: 'blog-post',
    title: 'Blog post',
    description: 'A complete, well-structured article with headings, an introduction and a conclusion.',
    category: 'Blog',
    icon: 'file-text',
    prompt:
      'Write a complete blog post about {{topic}} for {{audience}}. Open with a hook, use descriptive H2 headings, give concrete examples and actionable advice, and end with a short conclusion and a call to action. Key points to cover, if given: {{points}}.',
    variables: [topic, audience, longText('points', 'Key points', 'Tools, habits, pitfalls', false)],
  },
  {
    slug: 'blog-outline',
    title: 'Blog outline',
    description: 'A section-by-section outline to write from, with the point of each section.',
    category: 'Blog',
    icon: 'list-tree',
    prompt:
      'Create a detailed outline for a blog post about {{topic}} for {{audience}}: a working title, an introduction angle, {{sections}} H2 sections each with 2–4 bullet points of what to say, and a conclusion.',
    variables: [topic, audience, number('sections', 'Number of sections', 3, 12)],
  },
  {
    slug: 'blog-intro',
    title: 'Blog introduction',
    description: 'An opening paragraph that makes readers want to keep going.',
    category: 'Blog',
    icon: 'pen-line',
    prompt:
      'Write three alternative introductions for a blog post titled {{title}}. Each is one paragraph of 60–100 words, starts with a different kind of hook (a question, a surprising fact, a short story) and promises what the reader will learn.',
    variables: [text('title', 'Post title', '7 habits of calm remote teams')],
  },
  {
    slug: 'blog-title-ideas',
    title: 'Blog title ideas',
    description: 'Ten headline ideas in different styles for one topic.',
    category: 'Blog',
    icon: 'heading',
    prompt:
      'Suggest 10 blog post titles about {{topic}} for {{audience}}: mix how-to, list, question and bold-statement styles, keep each under 65 characters, and mark the two strongest.',
    variables: [topic, audience],
  },
  {
    slug: 'product-description',
    title: 'Product description',
    description: 'A persuasive product description that turns features into benefits.',
    category: 'Marketing',
    icon: 'package',
    prompt:
      'Write a product description for {{product}}. Facts to use: {{details}}. Lead with the main benefit, turn each feature into what it does for the buyer, address one likely objection and finish with a clear call to action.',
    variables: [product, details],
  },
  {
    slug: 'landing-page-copy',
    title: 'Landing page copy',
    description: 'Hero headline, subheadline, benefit sections and a call to action.',
    category: 'Marketing',
    icon: 'panels-top-left',
    prompt:
      'Write landing page copy for {{product}} aimed at {{audience}}. Facts: {{details}}. Provide: a hero headline (max 10 words), a subheadline, three benefit blocks (title + two sentences), a social-proof line and a call-to-action button label.',
    variables: [product, { ...audience, required: true }, details],
  },
  {
    slug: 'ad-copy',
    title: 'Ad copy',
    description: 'Short ad variations for search or social campaigns.',
    category: 'Marketing',
    icon: 'megaphone',
    prompt:
      'Write 5 ad variations for {{product}} on {{platform}}. Each has a headline (max 30 characters) and a description (max 90 characters), highlights a different benefit and ends with an action verb. Offer or angle, if any: {{offer}}.',
    variables: [
      product,
      select('platform', 'Platform', ['Google Search', 'Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)']),
      text('offer', 'Offer or angle', '20% off the first month', false),
    ],
  },
  {
    slug: 'value-proposition',
    title: 'Value proposition',
    description: 'A one-line promise and the reasons to believe it.',
    category: 'Marketing',
    icon: 'gem',
    prompt:
      'Write a value proposition for {{product}} for {{audience}}: one headline sentence, a supporting sentence, and three short reasons to believe. Facts: {{details}}.',
    variables: [product, { ...audience, required: true }, details],
  },
  {
    slug: 'social-post',
    title: 'Social media post',
    description: 'A post written for the platform you pick, with hashtags where they help.',
    category: 'Social media',
    icon: 'share-2',
    prompt:
      'Write a {{platform}} post about {{topic}}. Follow the platform’s conventions for length and format, open with a strong first line, include a call to engagement, and add up to 5 relevant hashtags where the platform uses them.',
    variables: [
      topic,
      select('platform', 'Platform', ['LinkedIn', 'Instagram', 'Facebook', 'X (Twitter)', 'Threads']),
    ],
  },
  {
    slug: 'linkedin-post',
    title: 'LinkedIn thought-leadership post',
    description: 'A personal, insight-led LinkedIn post from your experience.',
    category: 'Social media',
    icon: 'briefcase',
    prompt:
      'Write a LinkedIn post sharing a lesson about {{topic}} drawn from this experience: {{story}}. Start with a one-line hook, tell the story in short paragraphs, state the lesson clearly and end with a question to the reader. No hashtag walls: at most 3.',
    variables: [topic, longText('story', 'Your experience', 'What happened, what you learned')],
  },
  {
    slug: 'tweet-thread',
    title: 'Thread',
    description: 'A numbered thread that teaches one idea step by step.',
    category: 'Social media',
    icon: 'list-ordered',
    prompt:
      'Write a thread of {{count}} posts about {{topic}}. Post 1 is a hook that promises the value; each following post makes one point in under 270 characters; the last post sums up and invites a follow.',
    variables: [topic, number('count', 'Number of posts', 3, 15)],
  },
  {
    slug: 'instagram-caption',
    title: 'Instagram caption',
    description: 'Captions with a hook, a story and hashtags for a photo or reel.',
    category: 'Social media',
    icon: 'image',
    prompt:
      'Write 3 Instagram captions for a post showing {{scene}}. Each starts with a hook line, adds 1–3 short sentences of story or value, ends with a call to action and 5–10 relevant hashtags on a new line.',
    variables: [text('scene', 'What the photo or reel shows', 'Our team’s first offsite in Lisbon')],
  },
  {
    slug: 'cold-email',
    title: 'Cold email',
    description: 'A short, personal first email that earns a reply.',
    category: 'Email',
    icon: 'mail',
    prompt:
      'Write a cold email from {{sender}} to {{recipient}} about {{product}}. Keep it under 120 words: a personalised first line, the problem you solve for them, one proof point, and a low-friction ask. Add 3 subject line options.',
    variables: [
      text('sender', 'From (you and your role)', 'Maya, founder of Inkwell'),
      text('recipient', 'To (person and company)', 'Head of content at a SaaS company'),
      product,
    ],
  },
  {
    slug: 'follow-up-email',
    title: 'Follow-up email',
    description: 'A polite follow-up that adds value instead of just checking in.',
    category: 'Email',
    icon: 'mail-plus',
    prompt:
      'Write a follow-up email about {{context}}, sent {{days}} days after the first message without a reply. Add one new piece of value, keep it under 90 words and make it easy to say yes or no.',
    variables: [
      longText('context', 'What the first email was about', 'A demo proposal for our writing tool'),
      number('days', 'Days since the first email', 1, 60),
    ],
  },
  {
    slug: 'newsletter',
    title: 'Newsletter',
    description: 'A newsletter issue with sections, links to add and a sign-off.',
    category: 'Email',
    icon: 'newspaper',
    prompt:
      'Write a newsletter issue for {{audience}} about {{topic}}: a subject line, a short personal opener, three sections with a heading and 2–3 paragraphs each, a quick tips list, and a friendly sign-off. Items to include, if any: {{items}}.',
    variables: [
      topic,
      { ...audience, required: true },
      longText('items', 'News or links to include', '', false),
    ],
  },
  {
    slug: 'customer-reply',
    title: 'Customer support reply',
    description: 'A clear, empathetic reply to a customer’s message.',
    category: 'Email',
    icon: 'life-buoy',
    prompt:
      'Write a reply to this customer message: {{message}}. What we can do: {{resolution}}. Acknowledge the problem, apologise where it is warranted, explain the next steps plainly and close warmly. No jargon.',
    variables: [
      longText('message', 'The customer’s message', 'My invoice shows the wrong amount…'),
      longText(
        'resolution',
        'What you can offer',
        'A corrected invoice today and a refund of the difference',
      ),
    ],
  },
  {
    slug: 'meta-description',
    title: 'Meta title and description',
    description: 'Search-result titles and descriptions within the length limits.',
    category: 'SEO',
    icon: 'search',
    prompt:
      'Write 3 options of an SEO title (max 60 characters) and meta description (max 155 characters) for a page about {{topic}} targeting the keyword {{keyword}}. Use the keyword naturally, promise a clear benefit and invite the click.',
    variables: [topic, text('keyword', 'Target keyword', 'remote team habits')],
  },
  {
    slug: 'keyword-ideas',
    title: 'Keyword ideas',
    description: 'Keyword clusters with search intent for a topic.',
    category: 'SEO',
    icon: 'key-round',
    prompt:
      'List keyword ideas for a website about {{topic}}: group them into 4–6 clusters, and for each keyword give the likely search intent (informational, commercial, transactional, navigational) and a content idea that would rank for it. Present it as a table.',
    variables: [topic],
  },
  {
    slug: 'faq-section',
    title: 'FAQ section',
    description: 'Questions people really ask, with concise answers.',
    category: 'SEO',
    icon: 'circle-help',
    prompt:
      'Write an FAQ section of {{count}} questions and answers about {{topic}}. Use the questions real people search for, answer each in 2–4 sentences, and put the most common questions first.',
    variables: [topic, number('count', 'Number of questions', 3, 15)],
  },
  {
    slug: 'business-plan-summary',
    title: 'Business plan executive summary',
    description: 'A one-page summary of a business idea for investors or partners.',
    category: 'Business',
    icon: 'chart-line',
    prompt:
      'Write an executive summary for this business: {{business}}. Cover the problem, the solution, the target market, the business model, the competition and what sets it apart, the team, and what is being asked for ({{ask}}). One page, plain language.',
    variables: [
      longText('business', 'The business', 'What it does, for whom, how it makes money'),
      text('ask', 'What you are asking for', 'A €250k seed round', false),
    ],
  },
  {
    slug: 'swot-analysis',
    title: 'SWOT analysis',
    description: 'Strengths, weaknesses, opportunities and threats, with what to do about them.',
    category: 'Business',
    icon: 'grid-2x2',
    prompt:
      'Write a SWOT analysis for {{company}}: {{details}}. Give 3–5 specific points per quadrant, then three strategic recommendations that use the strengths and opportunities against the weaknesses and threats.',
    variables: [text('company', 'Company or project', 'A local bakery opening a second shop'), details],
  },
  {
    slug: 'job-description',
    title: 'Job description',
    description: 'An inclusive job post with responsibilities, requirements and benefits.',
    category: 'Business',
    icon: 'user-plus',
    prompt:
      'Write a job description for a {{role}} at {{company}}. Include a short company intro, what the person will do (5–7 bullets), what they bring (must-haves and nice-to-haves), what we offer, and how to apply. Use inclusive, plain language.',
    variables: [
      text('role', 'Role', 'Senior product designer'),
      text('company', 'Company', 'Inkwell, a remote-first startup'),
    ],
  },
  {
    slug: 'meeting-summary',
    title: 'Meeting summary',
    description: 'Turn raw meeting notes into decisions, action items and owners.',
    category: 'Business',
    icon: 'clipboard-list',
    prompt:
      'Turn these meeting notes into a summary: {{notes}}. Give a 2-sentence overview, the decisions made, the action items as a table (task, owner, due date where known) and open questions.',
    variables: [longText('notes', 'Meeting notes', 'Paste the raw notes')],
  },
  {
    slug: 'rewrite-clearer',
    title: 'Rewrite for clarity',
    description: 'The same message, shorter and easier to read.',
    category: 'Writing aids',
    icon: 'sparkles',
    prompt:
      'Rewrite this text so it is clearer and more concise without changing its meaning: {{text}}. Prefer short sentences and active voice, keep the key facts, then list the main changes you made.',
    variables: [longText('text', 'Text to rewrite', 'Paste your text')],
  },
  {
    slug: 'summarize',
    title: 'Summarise',
    description: 'A summary of any text at the length you choose.',
    category: 'Writing aids',
    icon: 'scroll-text',
    prompt:
      'Summarise this text as {{format}}: {{text}}. Keep the essential facts, figures and conclusions; leave out examples and repetition.',
    variables: [
      longText('text', 'Text to summarise', 'Paste your text'),
      select('format', 'Format', [
        '3 bullet points',
        'one paragraph',
        'a one-sentence TL;DR',
        'an executive summary',
      ]),
    ],
  },
  {
    slug: 'proofread',
    title: 'Proofread',
    description: 'Spelling, grammar and punctuation fixed, with what changed.',
    category: 'Writing aids',
    icon: 'spell-check',
    prompt:
      'Proofread this text: {{text}}. Fix spelling, grammar and punctuation only, keeping the author’s voice. Give the corrected text, then a list of the corrections.',
    variables: [longText('text', 'Text to proofread', 'Paste your text')],
  },
  {
    slug: 'paragraph-expander',
    title: 'Expand a paragraph',
    description: 'Develop a short note into a full paragraph with detail and examples.',
    category: 'Writing aids',
    icon: 'text-quote',
    prompt:
      'Expand this note into a well-developed paragraph of about {{words}} words, adding explanation and a concrete example while keeping the original point: {{text}}.',
    variables: [
      longText('text', 'Your note', 'Remote teams need written rituals'),
      number('words', 'About how many words', 50, 400),
    ],
  },
];
