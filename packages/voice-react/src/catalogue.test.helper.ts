/**
 * Catalogue cases shared by the tests, written out word for word (never read from the code under
 * test), so a changed text fails every test that shows it.
 */

/** Microphone failures other than a refusal: what `getUserMedia` throws, and the text shown. */
export const MICROPHONE_FAILURES = [
  ['NotFoundError', 'No microphone found. Please connect a microphone and try again.'],
  [
    'NotReadableError',
    'Microphone access denied. Please allow microphone permissions and try again.',
  ],
  ['TypeError', 'Microphone access is not supported in this browser.'],
] as const

/** Failures while getting a signed URL, and what the panel shows for each. */
export const SIGNED_URL_FAILURES = [
  [
    'Server error: Agent not found (This agent is not available on this site.)',
    'Voice agent configuration error. Please contact support.',
  ],
  [
    'Server error: Invalid API key (The anon key is not valid for this signer.)',
    'Voice service configuration error. Please contact support.',
  ],
  ['Failed to fetch', 'Network error. Please check your connection and try again.'],
  ['No signed URL received from server', 'No signed URL received from server'],
  ['No response data from server', 'No response data from server'],
  [
    'Failed to get signed URL: Edge Function returned a non-2xx status code',
    'Failed to get signed URL: Edge Function returned a non-2xx status code',
  ],
] as const
