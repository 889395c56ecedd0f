// Runs in Chromium with its default autoplay policy: audio may start only from a user gesture.

import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { unlockAudio } from './audio/unlock'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import type { Mode } from './status'

const agents = inject('agents')

let conversation: Conversation | undefined

afterEach(async () => {
  await conversation?.endSession()
  conversation = undefined
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

/** A Start button whose click runs `onTap`; the test clicks it as a visitor would. */
async function tap(onTap: () => void): Promise<void> {
  const button = document.createElement('button')
  button.textContent = 'Start'
  button.addEventListener('click', onTap)
  document.body.append(button)
  await userEvent.click(button)
}

function start(modes: Mode[]) {
  return Conversation.startSession({
    agentId: 'gesture',
    origin: agents.greeting,
    useWakeLock: false,
    onModeChange: ({ mode }) => modes.push(mode),
  })
}

describe('the speaker is unlocked inside the tap (iOS Safari)', () => {
  it('still starts, and plays once the microphone is granted, without a gesture', async () => {
    // First in the file, so the page has never seen a gesture.
    expect(navigator.userActivation.hasBeenActive).toBe(false)
    const modes: Mode[] = []
    conversation = await start(modes)
    await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
  })

  it('creates and resumes the speaker context before startSession first awaits', async () => {
    const resume = vi.spyOn(AudioContext.prototype, 'resume')
    const modes: Mode[] = []
    let started: Promise<Conversation> | undefined
    let inTap: { resumed: number; activation: boolean } | undefined
    await tap(() => {
      started = start(modes)
      // Still in the tap's task: startSession has not yielded once.
      inTap = { resumed: resume.mock.calls.length, activation: navigator.userActivation.isActive }
    })
    expect(inTap).toEqual({ resumed: 1, activation: true })
    const speaker = resume.mock.contexts[0] as AudioContext
    await resume.mock.results[0]?.value
    expect(speaker.state).toBe('running')
    conversation = await started
    await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
    expect(speaker.state).toBe('running')
  })

  it('plays through the context unlockAudio() prepared in the tap, after an await of the page', async () => {
    const resume = vi.spyOn(AudioContext.prototype, 'resume')
    await tap(() => unlockAudio())
    const unlocked = resume.mock.contexts[0] as AudioContext
    await resume.mock.results[0]?.value
    expect(unlocked.state).toBe('running')
    // The page fetches its signed URL here; the tap is long over when the session starts.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const modes: Mode[] = []
    conversation = await start(modes)
    await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
    expect(resume.mock.contexts.every((context) => context === unlocked)).toBe(true)
    await conversation.endSession()
    conversation = undefined
    expect(unlocked.state).toBe('closed')
  })
})

describe('releasing an unlocked speaker no session took', () => {
  it('closes the context when the start failed before startSession, and not once a session took it', async () => {
    const resume = vi.spyOn(AudioContext.prototype, 'resume')
    let release: (() => void) | undefined
    await tap(() => {
      release = unlockAudio()
    })
    const abandoned = resume.mock.contexts[0] as AudioContext
    // The signed-URL request failed: nothing will play through this context.
    release?.()
    await eventually(() => expect(abandoned.state).toBe('closed'))

    await tap(() => {
      release = unlockAudio()
    })
    const taken = resume.mock.contexts.at(-1) as AudioContext
    expect(taken).not.toBe(abandoned)
    conversation = await start([])
    release?.()
    expect(taken.state).not.toBe('closed')
  })
})
