import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { LevelMeter } from './level-meter'
import { transitionsOffUnderReducedMotion } from './reduced-motion.stories.helpers'

const meta = {
  title: 'Voice/LevelMeter',
  component: LevelMeter,
  args: { value: 0.6, label: 'Your microphone level', variant: 'input' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
    variant: { control: 'inline-radio', options: ['input', 'output'] },
  },
} satisfies Meta<typeof LevelMeter>

export default meta
type Story = StoryObj<typeof meta>

const bars = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-variant] > span')) as HTMLElement[]
const heights = (root: HTMLElement) => bars(root).map((bar) => bar.getBoundingClientRect().height)

/** The visitor's microphone at 60 %: a named meter, green bars, taller in the middle. */
export const Input: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Your microphone level' })
    await expect(meter).toHaveAttribute('aria-valuemin', '0')
    await expect(meter).toHaveAttribute('aria-valuemax', '100')
    await expect(meter).toHaveAttribute('aria-valuenow', '60')
    await expect(getComputedStyle(meter).color).toBe('rgb(29, 94, 75)')
    const tall = heights(canvasElement)
    await expect(Math.max(...tall)).toBeGreaterThan(Math.min(...tall) * 1.5)
    for (const bar of bars(canvasElement))
      await expect(transitionsOffUnderReducedMotion(bar)).toBe(true)
  },
}

/** The agent's voice, in kookaburra brown. */
export const Output: Story = {
  args: { variant: 'output', label: 'Agent voice level', value: 0.85 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Agent voice level' })
    await expect(meter).toHaveAttribute('aria-valuenow', '85')
    await expect(getComputedStyle(meter).color).toBe('rgb(122, 79, 0)')
  },
}

/** Silence: a quiet row of dots, every bar the same small height. */
export const Silent: Story = {
  args: { value: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '0')
    await expect(new Set(heights(canvasElement)).size).toBe(1)
  },
}

/** Out-of-range input is clamped: above 1 reads as 100, below 0 and NaN as 0. */
export const Clamped: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <LevelMeter value={1.7} label="Too loud" />
      <LevelMeter value={-0.4} label="Below zero" />
      <LevelMeter value={Number.NaN} label="Not a number" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Too loud' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(canvas.getByRole('meter', { name: 'Below zero' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    await expect(canvas.getByRole('meter', { name: 'Not a number' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
  },
}

/** With an empty label the meter is decoration: hidden from assistive technology. */
export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument()
    const meter = canvasElement.querySelector('[data-variant]') as HTMLElement
    await expect(meter).toHaveAttribute('aria-hidden', 'true')
    await expect(meter).not.toHaveAttribute('aria-valuenow')
  },
}

/** A level that moves like speech, fed each animation frame as the voice panel does. */
function LiveMeters() {
  const [time, setTime] = useState(0)
  useEffect(() => {
    // Time from mount, so the story always opens mid-phrase: from the page's own clock it could
    // open in a pause of nearly 3 s, and the play function would see a still meter.
    const start = performance.now()
    let frame = requestAnimationFrame(function tick(now) {
      setTime(now - start)
      frame = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  // Syllables (fast) inside phrases (slow): a plausible voice envelope without randomness.
  const speech = (t: number) => Math.max(0, Math.sin(t / 900)) * (0.55 + 0.45 * Math.sin(t / 110))
  return (
    <div className="flex flex-wrap items-center gap-10">
      <LevelMeter value={speech(time)} label="Your microphone level" />
      <LevelMeter value={speech(time + 2800)} label="Agent voice level" variant="output" />
    </div>
  )
}

export const Live: Story = {
  render: () => <LiveMeters />,
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Your microphone level' })
    const first = meter.getAttribute('aria-valuenow')
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).not.toBe(first))
  },
}
