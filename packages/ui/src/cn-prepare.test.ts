import { describe, expect, it, vi } from 'vitest'
import { cn, prepareClassNames } from './cn'

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
  it('builds the table when asked, once, so the first merge finds it built', () => {
    expect(builds.count).toBe(0)
    prepareClassNames()
    expect(builds.count).toBe(1)
    expect(cn('p-4', 'text-sm', 'p-2')).toBe('text-sm p-2')
    prepareClassNames()
    expect(builds.count).toBe(1)
  })
})
