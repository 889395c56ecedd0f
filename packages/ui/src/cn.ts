import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones,
 * so a component's defaults can be overridden from outside (`cn('p-4', 'p-2')` → `'p-2'`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
