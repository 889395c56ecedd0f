import { Conversation } from '@elevenlabs/client'
import { bookMeeting, type Harness, type HarnessEvents, recordInto } from './contract'

const events: HarnessEvents = { modes: [], errors: [] }
let conversation: Awaited<ReturnType<typeof Conversation.startSession>> | undefined

window.harness = {
  client: 'theirs',
  events,
  async start({ signedUrl, inputChunkMs }) {
    events.startedAt = performance.now()
    conversation = await Conversation.startSession({
      signedUrl,
      connectionType: 'websocket',
      ...(inputChunkMs ? { inputChunkDurationMs: inputChunkMs } : {}),
      clientTools: { bookMeeting },
      ...recordInto(events),
    })
  },
  async end() {
    await conversation?.endSession()
    conversation = undefined
  },
  stats: () => undefined,
} satisfies Harness
