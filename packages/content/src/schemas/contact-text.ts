/**
 * Characters nobody types into a contact form on purpose: C0 and C1 controls, DEL, the bidi
 * embedding, override and isolate controls (which can make stored text read differently from
 * what was sent), the implicit direction marks, and the zero-width space, word joiner, Mongolian
 * vowel separator and byte-order mark. Tab and line breaks are handled apart, since a message may
 * keep its lines.
 */
const invisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** Joiners that matter inside emoji and some scripts, but are nothing on their own. */
const joinersAndSpace = /[\s\u200c\u200d]/gu

/** A UTF-16 surrogate that is not half of a pair: text that cannot be stored or shown as sent. */
const loneSurrogate = /\p{Surrogate}/u

/** Whether the text holds a lone surrogate (JSON's `"\ud800"` makes one). */
export function hasLoneSurrogate(text: string): boolean {
  return loneSurrogate.test(text)
}

/**
 * One-line text (name, email, phone, company): invisible characters removed, every run of white
 * space (line breaks and tabs included) made one space, ends trimmed. A field that held only
 * invisible characters, joiners or spaces comes out empty, so it fails like an empty one.
 */
export function normaliseLine(text: string): string {
  const cleaned = text.replace(invisible, '').replace(/\s+/gu, ' ').trim()
  return cleaned.replace(joinersAndSpace, '') === '' ? '' : cleaned
}

/**
 * Multi-line text (the message): invisible characters removed, CR LF and lone CR made LF, tabs
 * made spaces, trailing spaces of each line and blank lines at either end dropped. A message of
 * NULs, zero-width characters or spaces comes out empty.
 */
export function normaliseMessage(text: string): string {
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(invisible, '')
    .replace(/\t/g, ' ')
    .replace(/[^\S\n]+$/gmu, '')
    .trim()
  return cleaned.replace(joinersAndSpace, '') === '' ? '' : cleaned
}
