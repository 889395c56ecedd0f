import { describe, expect, it, vi } from 'vitest'
// The whole package, so that a class list merged when any of its modules loads shows here.
import { cn, prepareClassNames } from './index'

/** How many times tailwind-merge has asked `cn` for its table, i.e. built its lookup map. */
const builds = vi.hoisted(() => ({ count: 0 }))

vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof import('tailwind-merge')>()
  return {
    ...actual,
    createTailwindMerge: (config: () => ReturnType<typeof actual.getDefaultConfig>) =>
      actual.createTailwindMerge(() => {
        builds.count += 1
        return config()
      }),
  }
})

describe('prepareClassNames', () => {
  it('is the first to build the table: loading the package builds none, and it builds once', () => {
    expect(builds.count).toBe(0)
    prepareClassNames()
    expect(builds.count).toBe(1)
    expect(cn('p-4', 'text-sm', 'p-2')).toBe('text-sm p-2')
    prepareClassNames()
    expect(builds.count).toBe(1)
  })
})
