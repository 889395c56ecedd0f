import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { extendTailwindMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn'
import { contactClassName } from './contact-links'
import { linkClassName } from './external-link'
import { controlClassName } from './field'
import { toastClassNames } from './toaster'

const repo = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * tailwind-merge's own full table, told this design system's theme tokens (`--text-display`,
 * `--shadow-card`…) from `styles.css`: the reference `cn`'s small table must agree with.
 */
function referenceMerge() {
  const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
  const theme: Record<string, string[]> = {}
  const namespaces = ['text', 'shadow', 'radius', 'spacing', 'container', 'ease', 'animate', 'font']
  for (const [, namespace = '', name = ''] of css.matchAll(/--([a-z]+)-([a-z0-9-]+?):/g)) {
    if (!namespaces.includes(namespace) || name.includes('--')) continue
    theme[namespace] = [...(theme[namespace] ?? []), name]
  }
  expect(theme.text).toContain('display')
  return extendTailwindMerge({ extend: { theme } })
}

/**
 * Every utility the components of ui, voice-react and the site name in a string, without its
 * variants (`md:hover:p-4` → `p-4`): the classes `cn` is actually asked to merge. One per
 * numeric value shape (`p-4`, `p-6`, `p-8` → `p-4`): both tables give every whole number (or
 * decimal, or fraction) under one prefix the same group, so the others add no new pair.
 */
function utilitiesInSources(): string[] {
  const files = globSync(
    [
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/voice-react/src/**/*.{ts,tsx}',
      'apps/web/app/**/*.{ts,tsx}',
    ],
    { cwd: repo, exclude: (file) => /\.(test|gen)\./.test(file) },
  )
  expect(files.length).toBeGreaterThan(100)
  const utilities = new Set<string>()
  for (const file of files) {
    const source = readFileSync(repo + file, 'utf8')
    for (const [, , text = ''] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of text.split(/\s+/)) {
        const utility = token
          .replace(/^(?:[^:[\]]*(?:\[[^\]]*\])?[^:[\]]*:)+/, '')
          .replace(/^!/, '')
        if (/^-?[a-z][\w\-[\]/.#%()=&>,'_*@~+]*$/.test(utility)) utilities.add(utility)
      }
    }
  }
  const shapes = new Map<string, string>()
  for (const utility of [...utilities].sort()) {
    const shape = utility.replace(/-(\d+\/\d+|\d+\.\d+|\d+)$/, (value) =>
      value.includes('/') ? '-fraction' : value.includes('.') ? '-decimal' : '-whole',
    )
    if (!shapes.has(shape)) shapes.set(shape, utility)
  }
  return [...shapes.values()]
}

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, { c: true, d: false }, ['e'])).toBe('a c e')
  })

  it('lets a later Tailwind utility override an earlier one of the same property', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-2', 'bg-accent')).toBe('py-2 px-2 bg-accent')
  })

  it('overrides only within the same variants, and shorthands override their parts', () => {
    expect(cn('hover:bg-primary md:p-4', 'bg-accent md:px-2')).toBe(
      'hover:bg-primary md:p-4 bg-accent md:px-2',
    )
    expect(cn('md:px-2 md:py-1', 'md:p-4')).toBe('md:p-4')
    expect(cn('size-10', 'w-4')).toBe('size-10 w-4')
    expect(cn('w-4 h-4', 'size-10')).toBe('size-10')
  })

  it("knows the theme's own tokens: a size is not a colour", () => {
    expect(cn('text-display text-primary', 'text-sm')).toBe('text-primary text-sm')
    expect(cn('shadow-card shadow-primary/20', 'shadow-raised')).toBe(
      'shadow-primary/20 shadow-raised',
    )
    expect(cn('rounded-card', 'rounded-full')).toBe('rounded-full')
    expect(cn('px-gutter', 'px-4')).toBe('px-4')
  })

  it('keeps classes it does not know, as given', () => {
    expect(cn('voice-panel p-2', 'voice-panel--open p-3')).toBe('voice-panel voice-panel--open p-3')
  })

  it("drops exactly what tailwind-merge's full table drops, for every pair of utilities in use", () => {
    const reference = referenceMerge()
    // Tailwind 4 still draws `bg-gradient-to-*` as an image; the reference takes it for a colour.
    const utilities = utilitiesInSources().filter(
      (utility) =>
        reference(`${utility} ${utility}`) === utility && !utility.startsWith('bg-gradient-to-'),
    )
    expect(utilities.length).toBeGreaterThan(250)
    const disagreements: string[] = []
    for (const earlier of utilities) {
      for (const later of utilities) {
        const classes = `${earlier} ${later}`
        const expected = reference(classes)
        if (cn(classes) !== expected)
          disagreements.push(`${classes} → ${expected}, not ${cn(classes)}`)
      }
    }
    // Each line is a pair `class-groups.ts` groups differently from tailwind-merge: add the group.
    expect(disagreements.slice(0, 400)).toEqual([])
  }, 300_000) // a bound on a hung test, never a verdict on speed: a busy machine is slow
})

describe('class lists joined when a module loads', () => {
  // Joined as plain strings, so loading a module never builds tailwind-merge's table: that cost
  // belongs in a task of its own (`prepareClassNames`), not in the start-up script's evaluation.
  it('hold no two utilities of one group, so merging would change nothing', () => {
    const lists = [
      linkClassName,
      contactClassName,
      controlClassName,
      ...Object.values(toastClassNames),
    ]
    for (const classes of lists) {
      expect(cn(classes)).toBe(classes)
    }
  })
})
