import { describe, expect, it } from 'vitest'
import { isKnownHref } from './link-targets'
import { collectHrefs } from './links'
import { contentRecords } from './records'

describe('content records', () => {
  it.each(contentRecords.map((record) => [record.name, record] as const))(
    '%s parses against its schema',
    (_name, record) => {
      const result = record.schema.safeParse(record.data)
      expect(result.success ? [] : result.error.issues).toEqual([])
    },
  )

  it('has unique record names', () => {
    const names = contentRecords.map((record) => record.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('links only to routes, home anchors, configured targets and the site phone and mailbox', () => {
    const unknown = contentRecords.flatMap((record) =>
      collectHrefs(record.data)
        .filter((href) => !isKnownHref(href))
        .map((href) => `${record.name}: ${href}`),
    )
    expect(unknown).toEqual([])
  })

  it('finds links in every record that has them', () => {
    const withLinks = contentRecords.filter((record) => collectHrefs(record.data).length > 0)
    expect(withLinks.map((record) => record.name)).toEqual(
      expect.arrayContaining([
        'navigation',
        'homeAboveFold',
        'homeLazy',
        'legalPage',
        'founderPage',
      ]),
    )
  })
})
