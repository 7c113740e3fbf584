import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { mergeConfig } from './merge-config';

const twMerge = createTailwindMerge(mergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn/ui). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
