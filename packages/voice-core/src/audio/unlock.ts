import { closeContext } from './context'
import { Output } from './output'

let stashed: AudioContext | undefined

/**
 * Unlocks audio for the next session, for a page that must `await` something (fetching the
 * signed URL) between the user's tap and `startSession`: call this synchronously in the tap
 * handler, and the next session plays through the context it creates and resumes now. iOS Safari
 * keeps a context silent unless it was first resumed inside a user gesture. Calling it again
 * before a session takes the context does nothing more.
 *
 * @returns a release: closes that context if no session has taken it. Call it when the start
 *   fails or is cancelled before `startSession` (a refused microphone, a failed signed-URL
 *   request), so no audio context stays open. Once a session took the context it does nothing.
 */
export function unlockAudio(): () => void {
  if (!stashed || stashed.state === 'closed') stashed = Output.unlockContext()
  const context = stashed
  return () => {
    if (stashed !== context) return
    stashed = undefined
    void closeContext(context)
  }
}

/** The context `unlockAudio` prepared, or a new one created and resumed now. */
export function takeSpeakerContext(): AudioContext {
  unlockAudio() // makes one unless a live one is stashed
  const context = stashed as AudioContext
  stashed = undefined
  return context
}
