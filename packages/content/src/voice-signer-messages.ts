/**
 * What the voice panel says when the signer turns a Start away for a reason of its own, keyed by
 * the code the signer answers with. Each says what happened and what the visitor can do.
 */
export const voiceSignerMessages = {
  /** The human check (Turnstile) did not pass, or its token was already used. */
  humanCheck: 'We could not confirm you are a person. Please press Start again.',
  /** The day's budget of voice conversations is used up, or voice is switched off for now. */
  busyToday: 'The voice assistant is busy today: book a call instead.',
} as const

/** The keys of {@link voiceSignerMessages}. */
export type VoiceSignerMessage = keyof typeof voiceSignerMessages
