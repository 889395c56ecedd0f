import { Conversation } from '@org/voice-core'
import { bookMeeting, type Harness, type HarnessEvents, recordInto } from './contract'

const events: HarnessEvents = { modes: [], errors: [] }
let conversation: Conversation | undefined

window.harness = {
  client: 'ours',
  events,
  async start({ signedUrl, inputChunkMs }) {
    events.startedAt = performance.now()
    conversation = await Conversation.startSession({
      signedUrl,
      ...(inputChunkMs ? { inputChunkMs } : {}),
      clientTools: { bookMeeting },
      ...recordInto(events),
    })
  },
  async end() {
    await conversation?.endSession()
    conversation = undefined
  },
  stats: () => conversation?.getStats() as Record<string, number | undefined> | undefined,
} satisfies Harness
