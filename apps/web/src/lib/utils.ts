import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call: about 20 ms on a
 * desktop, four times that on a phone. The app calls this in a task of its own while the first
 * page's code downloads (app/boot.tsx), so that no part of the page's hydration carries it.
 */
export const prepareClassMerge = (): void => void twMerge('');
