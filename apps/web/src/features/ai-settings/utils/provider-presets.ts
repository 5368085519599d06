/** A quick start for the Add form: a known server's name and base URL. */
export interface TProviderPreset {
  name: string;
  base_url: string;
}

export const PROVIDER_PRESETS: readonly TProviderPreset[] = [
  { name: 'OpenAI', base_url: 'https://api.openai.com/v1' },
  { name: 'OpenRouter', base_url: 'https://openrouter.ai/api/v1' },
  { name: 'Ollama', base_url: 'http://localhost:11434/v1' },
  { name: 'LM Studio', base_url: 'http://localhost:1234/v1' },
];
