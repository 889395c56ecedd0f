import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+61 491 570 156', `"'+61 491 570 156"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['Plain text, with "quotes"', '"Plain text, with ""quotes"""'],
    ['a = b', '"a = b"'],
    [null, '""'],
    [0, '"0"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, behind a byte-order mark', () => {
    const csv = toCsv(
      ['name', 'message'],
      [
        { name: 'Sam', message: 'Line one\nline two' },
        { name: '=cmd', message: null },
      ],
    )
    expect(csv).toBe('\ufeff"name","message"\r\n"Sam","Line one\nline two"\r\n"\'=cmd",""\r\n')
  })
})
