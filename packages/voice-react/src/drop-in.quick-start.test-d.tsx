/**
 * The `@elevenlabs/react` 1.x quick start, with only its import changed. `tsc` checks this file
 * (the package's `typecheck`): it compiling is the test.
 */
import { ConversationProvider, useConversationControls, useConversationStatus } from './index'

export function App() {
  return (
    <ConversationProvider>
      <Agent />
    </ConversationProvider>
  )
}

function Agent() {
  const { startSession, endSession } = useConversationControls()
  const { status } = useConversationStatus()

  if (status === 'connected') {
    return (
      <button type="button" onClick={endSession}>
        End
      </button>
    )
  }

  return (
    <button type="button" onClick={() => startSession({ agentId: 'agent_123' })}>
      Start
    </button>
  )
}
