import { vi } from 'vitest';

/** Controls what the stubbed `matchMedia('(prefers-color-scheme: dark)')` answers. */
export const mediaQuery = { prefersDark: false };

export function stubMatchMedia(): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('dark') && mediaQuery.prefersDark,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}
