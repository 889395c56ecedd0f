import { z } from 'zod'

/** Optional text: blank or whitespace counts as not given. Both messages name the field. */
const optionalText = (max: number, messages: { notText: string; tooLong: string }) =>
  z
    .string({ error: messages.notText })
    .trim()
    .max(max, messages.tooLong)
    .optional()
    .transform((value) => (value ? value : undefined))

/**
 * The home page contact form, as the form validates it in the browser and the signer validates it
 * again before storing it. One schema, so the two can never disagree.
 */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name to 100 characters or fewer.'),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address, like name@business.com.au.')),
  phone: optionalText(30, {
    notText: 'Please enter your phone number as digits, like 0491 570 156.',
    tooLong: 'Please enter a phone number of at most 30 characters.',
  }).refine(
    (value) => value === undefined || /^[+()\d\s-]{6,}$/.test(value),
    'Please enter a phone number using digits, spaces and + ( ) - only.',
  ),
  company: optionalText(100, {
    notText: 'Please enter your company name as text.',
    tooLong: 'Please keep the company name to 100 characters or fewer.',
  }),
  message: z
    .string({ error: 'Please write a message telling us how we can help.' })
    .trim()
    .min(10, 'Please write a message of at least 10 characters so we can help.')
    .max(2000, 'Please keep your message to 2000 characters or fewer.'),
  /**
   * Honeypot: hidden from people, so only bots fill it. It never fails validation, whatever a
   * bot puts there; the receiver checks it with {@link isHoneypotFilled} and quietly drops the
   * request.
   */
  website: z.unknown().optional(),
})

/**
 * Whether the hidden honeypot field holds anything: any value but absent, `null` or an empty
 * string, whatever its type or length. People cannot see the field, so a filled one means a bot,
 * which gets the usual success and has nothing stored.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** What the form sends (before trimming and defaults). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>
/** A validated contact request, as stored. */
export type ContactRequest = z.output<typeof contactRequestSchema>
