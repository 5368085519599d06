import { randomBytes } from 'node:crypto';

/** A URL-safe, unique-enough key from a name: `seo-writer-3fa9c1` (ASCII words, then random hex). */
export function uniqueSlug(name: string, maxLength = 80): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength - 7)
    .replace(/-+$/, '');
  const suffix = randomBytes(3).toString('hex');
  return words ? `${words}-${suffix}` : suffix;
}
