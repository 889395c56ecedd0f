import { type ClassValue, clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { classGroups, conflictingClassGroups } from './class-groups'

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Variants whose order changes what they select (`before:*:` is not `*:before:`).
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'file', 'marker'],
}))

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones,
 * so a component's defaults can be overridden from outside (`cn('p-4', 'p-2')` → `'p-2'`).
 * It knows the utilities of `class-groups.ts`; other classes are kept as given.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}

/**
 * Builds `cn`'s lookup table now instead of on its first call; later calls do nothing. Building
 * it takes a few milliseconds on a phone, and it otherwise lands inside the render of whichever
 * component merges classes first. An app calls this in a task of its own before hydrating, so
 * no render slice carries that cost.
 *
 * @example setTimeout(prepareClassNames, 0) // before hydrateRoot(…)
 */
export function prepareClassNames(): void {
  merge('')
}
