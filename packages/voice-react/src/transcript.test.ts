import { describe, expect, it } from 'vitest'
import { EMPTY_TRANSCRIPT, nextTranscript, type TranscriptEvent } from './transcript'

const play = (events: TranscriptEvent[], limit?: number) =>
  events.reduce((state, event) => nextTranscript(state, event, limit), EMPTY_TRANSCRIPT)

const part = (
  type: 'start' | 'delta' | 'stop',
  text: string,
  event_id: number,
): TranscriptEvent => ({
  type: 'part',
  part: { type, text, event_id },
})

describe('nextTranscript', () => {
  it("shows the visitor's tentative words until the final transcript replaces them", () => {
    const guessing = play([
      { type: 'tentative', text: 'call' },
      { type: 'tentative', text: 'call me back' },
    ])
    expect(guessing.userDraft).toBe('call me back')
    expect(guessing.lines).toEqual([])

    const said = nextTranscript(guessing, {
      type: 'message',
      source: 'user',
      text: 'Call me back.',
    })
    expect(said.userDraft).toBeUndefined()
    expect(said.lines).toEqual([{ id: 'line-1', source: 'user', text: 'Call me back.' }])
  })

  it('drops an empty tentative transcript instead of showing a blank bubble', () => {
    expect(
      play([
        { type: 'tentative', text: 'hi' },
        { type: 'tentative', text: '  ' },
      ]).userDraft,
    ).toBeUndefined()
  })

  it("streams the agent's reply as it is generated, then shows the finished line once", () => {
    const streaming = play([
      part('start', '', 7),
      part('delta', 'Sure, ', 7),
      part('delta', 'I can.', 7),
    ])
    expect(streaming.agentDraft).toBe('Sure, I can.')
    expect(streaming.lines).toEqual([])

    const stopped = nextTranscript(streaming, part('stop', '', 7))
    expect(stopped.agentDraft).toBe('Sure, I can.')

    const finished = nextTranscript(stopped, {
      type: 'message',
      source: 'ai',
      text: 'Sure, I can.',
      eventId: 7,
    })
    expect(finished.agentDraft).toBeUndefined()
    expect(finished.lines).toEqual([{ id: 'line-1', source: 'ai', text: 'Sure, I can.' }])
  })

  it('ignores parts of a reply that is already finished, and starts afresh for the next reply', () => {
    const finished = play([
      part('start', '', 3),
      { type: 'message', source: 'ai', text: 'Hello.', eventId: 3 },
      part('delta', 'late words', 3),
    ])
    expect(finished.agentDraft).toBeUndefined()

    const next = play([part('delta', 'Next ', 4), part('delta', 'one', 4)])
    expect(next.agentDraft).toBe('Next one')
    // A new reply's first delta does not carry the previous reply's words.
    const switched = play([part('delta', 'Old', 4), part('delta', 'New', 5)])
    expect(switched.agentDraft).toBe('New')
  })

  it("keeps streaming a newer reply when an older reply's line arrives", () => {
    const state = play([
      part('delta', 'Second reply', 9),
      { type: 'message', source: 'ai', text: 'First reply.', eventId: 8 },
    ])
    expect(state.agentDraft).toBe('Second reply')
    expect(state.lines.map((line) => line.text)).toEqual(['First reply.'])
  })

  it('applies a correction to the newest agent line with the original words', () => {
    const state = play([
      { type: 'message', source: 'ai', text: 'Same words.' },
      { type: 'message', source: 'user', text: 'Wait' },
      { type: 'message', source: 'ai', text: 'Same words.' },
      {
        type: 'correction',
        correction: { original_agent_response: 'Same words.', corrected_agent_response: 'Same' },
      },
    ])
    expect(state.lines.map((line) => line.text)).toEqual(['Same words.', 'Wait', 'Same'])
    expect(state.lines[2]?.id).toBe('line-3')
  })

  it('leaves the lines alone when a correction names words nobody said', () => {
    const before = play([{ type: 'message', source: 'ai', text: 'Hello.' }])
    const after = nextTranscript(before, {
      type: 'correction',
      correction: { original_agent_response: 'Other.', corrected_agent_response: 'O' },
    })
    expect(after).toBe(before)
  })

  it('adds a typed message as a finished line of the visitor', () => {
    expect(play([{ type: 'typed', text: 'Can you email me?' }]).lines).toEqual([
      { id: 'line-1', source: 'user', text: 'Can you email me?' },
    ])
  })

  it('keeps the newest lines within the limit, with ids that stay unique', () => {
    const events: TranscriptEvent[] = ['a', 'b', 'c', 'd'].map((text) => ({
      type: 'message',
      source: 'ai',
      text,
    }))
    const state = play(events, 2)
    expect(state.lines).toEqual([
      { id: 'line-3', source: 'ai', text: 'c' },
      { id: 'line-4', source: 'ai', text: 'd' },
    ])
  })

  it('clears lines and drafts on reset, as a new call does', () => {
    const state = play([
      { type: 'message', source: 'ai', text: 'Hello.' },
      { type: 'tentative', text: 'hi' },
      { type: 'reset' },
    ])
    expect(state).toEqual(EMPTY_TRANSCRIPT)
  })

  it('rejects a limit that is not a positive whole number', () => {
    expect(() => nextTranscript(EMPTY_TRANSCRIPT, { type: 'reset' }, 0)).toThrow(
      'The transcript limit must be a whole number of at least 1, not 0.',
    )
  })
})
