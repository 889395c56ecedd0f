import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { underReducedMotion } from './reduced-motion.stories.helpers'
import { type VoiceStatus, VoiceStatusIndicator } from './voice-status-indicator'

/** The status words the voice panel shows (docs/messages.md#panel: Ready to connect, Connecting..., and so on). */
const words: Record<VoiceStatus, string> = {
  ready: 'Ready to connect',
  connecting: 'Connecting...',
  listening: 'Listening...',
  speaking: 'Speaking...',
  error: 'Could not connect',
}

const meta = {
  title: 'Voice/VoiceStatusIndicator',
  component: VoiceStatusIndicator,
  args: { state: 'ready', label: words.ready },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['ready', 'connecting', 'listening', 'speaking', 'error'],
    },
  },
} satisfies Meta<typeof VoiceStatusIndicator>

export default meta
type Story = StoryObj<typeof meta>

/** The orb of the one indicator in `root`. */
const orb = (root: HTMLElement) =>
  root.querySelector('[data-state] > [aria-hidden="true"]') as HTMLElement

/** Checks what every state shares: the word at a readable size, no live region, a hidden orb. */
async function checkCommon(canvasElement: HTMLElement, state: VoiceStatus) {
  const indicator = canvasElement.querySelector(`[data-state="${state}"]`) as HTMLElement
  await expect(indicator).toHaveTextContent(words[state])
  const word = indicator.lastElementChild as HTMLElement
  await expect(Number.parseFloat(getComputedStyle(word).fontSize)).toBeGreaterThanOrEqual(18)
  // The panel owns announcements, so the indicator must not announce on its own.
  await expect(indicator.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull()
  await expect(orb(indicator)).toHaveAttribute('aria-hidden', 'true')
}

/** Before a call: a quiet grey microphone, nothing moves. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await checkCommon(canvasElement, 'ready')
    for (const part of orb(canvasElement).querySelectorAll('*'))
      await expect(underReducedMotion(part)).not.toBe('keeps-moving')
    await expect(getComputedStyle(orb(canvasElement).lastElementChild as Element).color).toBe(
      'rgb(74, 85, 99)',
    )
  },
}

/** Setting up the call: a gold arc turns around the orb and three dots light up in turn. */
export const Connecting: Story = {
  args: { state: 'connecting', label: words.connecting },
  play: async ({ canvasElement }) => {
    await checkCommon(canvasElement, 'connecting')
    const arc = orb(canvasElement).firstElementChild as HTMLElement
    await expect(getComputedStyle(arc).animationName).toBe('spin')
    await expect(underReducedMotion(arc)).toBe('stops')
    const dots = orb(canvasElement).querySelectorAll('.rounded-full.bg-current')
    await expect(dots).toHaveLength(3)
    for (const dot of dots) await expect(underReducedMotion(dot)).toBe('stops')
  },
}

/** The agent is listening: a green ring breathes outwards from the microphone. */
export const Listening: Story = {
  args: { state: 'listening', label: words.listening },
  play: async ({ canvasElement }) => {
    await checkCommon(canvasElement, 'listening')
    const ripple = orb(canvasElement).firstElementChild as HTMLElement
    await expect(getComputedStyle(ripple).animationName).toBe('voice-ripple')
    await expect(underReducedMotion(ripple)).toBe('stops')
  },
}

/** The agent is speaking: the orb fills green and its sound bars move; a still icon under reduced motion. */
export const Speaking: Story = {
  args: { state: 'speaking', label: words.speaking },
  play: async ({ canvasElement }) => {
    await checkCommon(canvasElement, 'speaking')
    const bars = orb(canvasElement).querySelectorAll('[class*="animate-voice-bar"]')
    await expect(bars).toHaveLength(4)
    for (const bar of bars) {
      await expect(getComputedStyle(bar).animationName).toBe('voice-bar')
      await expect(underReducedMotion(bar)).toBe('stops')
    }
    // The bars show only while motion is allowed; otherwise the still sound icon takes their place.
    const still = orb(canvasElement).querySelector('svg') as SVGElement
    await expect(getComputedStyle(still).display).toBe('none')
  },
}

/** Something went wrong: a red alert icon; the error box above says what. */
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', label: words.error },
  play: async ({ canvasElement }) => {
    await checkCommon(canvasElement, 'error')
    await expect(getComputedStyle(orb(canvasElement).lastElementChild as Element).color).toBe(
      'rgb(180, 35, 24)',
    )
  },
}

const states = Object.keys(words) as VoiceStatus[]

/** Every state side by side: no two look alike, even without colour (each has its own icon). */
export const AllStates: Story = {
  render: () => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {states.map((state) => (
        <li
          key={state}
          className="flex items-center rounded-card bg-surface-raised p-5 shadow-card"
        >
          <VoiceStatusIndicator state={state} label={words[state]} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const looks = states.map((state) => {
      const disc = orb(canvasElement.querySelector(`[data-state="${state}"]`) as HTMLElement)
        .lastElementChild as HTMLElement
      return `${getComputedStyle(disc).backgroundColor} ${disc.innerHTML}`
    })
    await expect(new Set(looks).size).toBe(states.length)
  },
}
