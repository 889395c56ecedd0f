/**
 * A typical component written for `@elevenlabs/react` 1.x, with only its import changed. `tsc`
 * checks this file (the package's `typecheck`): it compiling is the test. Lines marked
 * `@ts-expect-error` prove the types still refuse what they must. The same file compiles against
 * `@elevenlabs/react` 1.15.2 itself with the import pointed there.
 */
import { useState } from 'react'
import {
  ConversationProvider,
  type ConversationProviderProps,
  type DisconnectionDetails,
  type HookCallbacks,
  type Mode,
  type Role,
  type Status,
  useConversation,
  useConversationClientTool,
  useConversationControls,
  useConversationFeedback,
  useConversationInput,
  useConversationMode,
  useConversationStatus,
  useRawConversation,
} from './index'

const callbacks: HookCallbacks = {
  onDisconnect: (details: DisconnectionDetails) => console.log(details.reason),
}

function Support({ agentId }: { agentId: string }) {
  const [lines, setLines] = useState<{ role: Role; text: string }[]>([])
  const [lastMode, setLastMode] = useState<Mode>('listening')
  const [lastStatus, setLastStatus] = useState<Status>('disconnected')
  const conversation = useConversation({
    agentId,
    connectionType: 'websocket',
    serverLocation: 'eu-residency',
    clientTools: {
      get_weather: async ({ city }: { city: string }) => `Sunny in ${city}`,
      set_volume: ({ level }: { level: number }) => {
        console.log(level)
      },
    },
    overrides: { agent: { firstMessage: 'Hi!', language: 'en' } },
    dynamicVariables: { name: 'Ada' },
    onConnect: ({ conversationId }) => console.log(conversationId),
    onMessage: ({ message, role }) => setLines((all) => [...all, { role, text: message }]),
    onModeChange: ({ mode }) => setLastMode(mode),
    onStatusChange: ({ status }) => setLastStatus(status),
    onError: (message) => console.error(message),
    ...callbacks,
  })
  useConversationClientTool('get_weather', (params) => {
    return `Weather in ${String(params.city)} is sunny.`
  })
  useConversationClientTool('set_volume', ({ level }) => {
    conversation.setVolume({ volume: Number(level) / 10 })
  })
  const { mode, isSpeaking } = useConversationMode()
  const { isMuted, setMuted } = useConversationInput()
  const { canSendFeedback, sendFeedback } = useConversationFeedback()
  const { status, message } = useConversationStatus()
  const controls = useConversationControls()
  const raw = useRawConversation()

  if (conversation.status === 'error' || status === 'error') return <p role="alert">{message}</p>
  return (
    <section data-mode={mode} data-last={`${lastMode} ${lastStatus}`} data-id={raw?.getId()}>
      <button
        type="button"
        onClick={() => conversation.startSession({ connectionType: 'websocket' })}
      >
        Start
      </button>
      <button type="button" onClick={() => conversation.endSession()}>
        End
      </button>
      <button type="button" onClick={() => setMuted(!isMuted)}>
        {isMuted ? 'Unmute' : 'Mute'}
      </button>
      {canSendFeedback && (
        <>
          <button type="button" onClick={() => sendFeedback(true)}>
            Like
          </button>
          <button type="button" onClick={() => conversation.sendFeedback(null)}>
            Clear rating
          </button>
        </>
      )}
      <button type="button" onClick={() => controls.sendContextualUpdate('Opened pricing')}>
        Tell
      </button>
      <button type="button" onClick={() => controls.sendUserMessage('Hello')}>
        Send
      </button>
      <meter value={controls.getOutputVolume()} />
      {isSpeaking && <p>Speaking</p>}
      <ul>
        {lines.map((line) => (
          <li key={line.text}>
            {line.role}: {line.text}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Page() {
  const [muted, setMuted] = useState(false)
  const props: ConversationProviderProps = { agentId: 'agent_123', isMuted: muted }
  return (
    <ConversationProvider {...props} onMutedChange={setMuted}>
      <Support agentId="agent_123" />
    </ConversationProvider>
  )
}

// What the types must still refuse.
export function Refusals() {
  // @ts-expect-error a tool answers with text, a number or nothing
  useConversationClientTool('get_time', () => new Date())
  const { sendFeedback } = useConversationFeedback()
  // @ts-expect-error feedback is a boolean or null, not a word
  sendFeedback('like')
  // @ts-expect-error only the two transports exist
  useConversation({ connectionType: 'sse' })
  return null
}
