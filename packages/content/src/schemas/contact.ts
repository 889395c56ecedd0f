import { z } from 'zod'
import { hasLoneSurrogate, normaliseLine, normaliseMessage } from './contact-text'
import { honeypotField } from './honeypot'

/** The words each field's messages use, so every message names its field. */
type FieldText = {
  /** Sent as something other than text (a number, a list). */
  notText: string
  /** Holds a lone surrogate: text that cannot be stored as it was sent. */
  unreadable: string
}

/**
 * Text as the form and the signer read it: a string, refused when it holds a lone surrogate, then
 * normalised (invisible and control characters removed, white space tidied) before any length or
 * format check, so invisible content counts as no content.
 */
const cleanText = (normalise: (text: string) => string, messages: FieldText) =>
  z
    .string({ error: messages.notText })
    .refine((value) => !hasLoneSurrogate(value), messages.unreadable)
    .transform(normalise)

/** Optional one-line text: blank, whitespace or invisible-only counts as not given. */
const optionalLine = (max: number, messages: FieldText & { tooLong: string }) =>
  cleanText(normaliseLine, messages)
    .pipe(z.string().max(max, messages.tooLong))
    .optional()
    .transform((value) => (value ? value : undefined))

const phoneCharacters = /^[+()\d\s-]+$/

/**
 * What is wrong with a phone number, if anything: only digits, spaces and `+ ( ) -`; a `+` only at
 * the start; 6 to 15 digits (15 is the international maximum).
 */
function phoneProblem(phone: string): string | undefined {
  if (!phoneCharacters.test(phone)) {
    return 'Please enter a phone number using digits, spaces and + ( ) - only.'
  }
  if (phone.lastIndexOf('+') > 0) {
    return 'Please put the + only at the start of your phone number.'
  }
  const digits = phone.replace(/\D/g, '').length
  if (digits < 6 || digits > 15) {
    return 'Please enter a phone number with 6 to 15 digits, like 0491 570 156.'
  }
  return undefined
}

/**
 * The home page contact form, as the form validates it in the browser and the signer validates it
 * again before storing it. One schema, so the two can never disagree.
 */
export const contactRequestSchema = z.object({
  name: cleanText(normaliseLine, {
    notText: 'Please enter your name.',
    unreadable: 'Please remove the unreadable characters from your name.',
  }).pipe(
    z
      .string()
      .min(1, 'Please enter your name.')
      .max(100, 'Please keep your name to 100 characters or fewer.'),
  ),
  email: cleanText(normaliseLine, {
    notText: 'Please enter your email address.',
    unreadable: 'Please remove the unreadable characters from your email address.',
  }).pipe(
    z
      .string()
      .min(1, 'Please enter your email address.')
      .max(254, 'Please enter a shorter email address.')
      .pipe(z.email('Please enter a valid email address, like name@business.com.au.')),
  ),
  phone: optionalLine(30, {
    notText: 'Please enter your phone number as digits, like 0491 570 156.',
    unreadable: 'Please remove the unreadable characters from your phone number.',
    tooLong: 'Please enter a phone number of at most 30 characters.',
  }).superRefine((value, context) => {
    const problem = value === undefined ? undefined : phoneProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  }),
  company: optionalLine(100, {
    notText: 'Please enter your company name as text.',
    unreadable: 'Please remove the unreadable characters from your company name.',
    tooLong: 'Please keep the company name to 100 characters or fewer.',
  }),
  message: cleanText(normaliseMessage, {
    notText: 'Please write a message telling us how we can help.',
    unreadable: 'Please remove the unreadable characters from your message.',
  }).pipe(
    z
      .string()
      .min(10, 'Please write a message of at least 10 characters so we can help.')
      .max(2000, 'Please keep your message to 2000 characters or fewer.'),
  ),
  /**
   * Honeypot: hidden from people, so mostly bots fill it. It never fails validation, whatever is
   * in it; the receiver checks it with `isHoneypotFilled` and stores the request flagged as
   * spam, so a person whose browser filled it anyway is not lost.
   */
  [honeypotField]: z.unknown().optional(),
})

/** What the form sends (before normalising and defaults). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>
/** A validated contact request, as stored. */
export type ContactRequest = z.output<typeof contactRequestSchema>
