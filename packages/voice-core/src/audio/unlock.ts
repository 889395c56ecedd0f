import { Output } from './output'

let stashed: AudioContext | undefined

/**
 * Unlocks audio for the next session, for a page that must `await` something (fetching the
 * signed URL) between the user's tap and `startSession`: call this synchronously in the tap
 * handler, and the next session plays through the context it creates and resumes now. iOS Safari
 * keeps a context silent unless it was first resumed inside a user gesture. Calling it again
 * before a session takes the context does nothing more.
 */
export function unlockAudio(): void {
  if (!stashed || stashed.state === 'closed') stashed = Output.unlockContext()
}

/** The context `unlockAudio` prepared, or a new one created and resumed now. */
export function takeSpeakerContext(): AudioContext {
  const context = stashed && stashed.state !== 'closed' ? stashed : Output.unlockContext()
  stashed = undefined
  return context
}
