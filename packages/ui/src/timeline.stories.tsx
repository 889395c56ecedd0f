import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AA_LARGE, contrastRatio } from './contrast'
import { Timeline } from './timeline'

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: {
    items: [
      {
        period: 'Weeks 1-2',
        title: 'Find the time-wasters',
        description: 'Map where your week goes and pick three jobs to hand to AI.',
      },
      {
        period: 'Weeks 3-5',
        title: 'Automate your admin',
        description: 'Quotes, follow-ups and bookings handled without you.',
      },
      {
        period: 'Weeks 6-9',
        title: 'Win more work',
        description: 'Marketing that runs while you are on the tools.',
      },
      {
        period: 'Weeks 10-12',
        title: 'Make it stick',
        description: 'Train your team and measure the hours you got back.',
      },
    ],
  },
} satisfies Meta<typeof Timeline>

export default meta
type Story = StoryObj<typeof meta>

/** The background the timeline sits on: the first opaque one up the tree. */
function pageColour(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor
    if (colour !== 'rgba(0, 0, 0, 0)') return colour
  }
  return 'rgb(255, 255, 255)'
}

/**
 * Four stages on a line. The line and the markers carry the order, so each stands at 3:1 or more
 * against the page; the last stage has no line below it.
 */
export const TwelveWeekProgramme: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = pageColour(canvasElement)
    const lines = Array.from(canvasElement.querySelectorAll('[data-part="line"]'))
    await expect(lines).toHaveLength(4)
    for (const line of lines.slice(0, 3)) {
      const style = getComputedStyle(line)
      await expect(contrastRatio(style.backgroundColor, page)).toBeGreaterThanOrEqual(AA_LARGE)
      await expect(line.getBoundingClientRect().height).toBeGreaterThan(40)
    }
    await expect(getComputedStyle(lines[3] as Element).display).toBe('none')
    const marker = canvasElement.querySelector('[data-part="marker"]') as HTMLElement
    const ring = /rgb\(\d+, \d+, \d+\)/.exec(getComputedStyle(marker).boxShadow)?.[0] ?? ''
    await expect(contrastRatio(ring, page)).toBeGreaterThanOrEqual(AA_LARGE)

    await expect(canvas.getByRole('list').tagName).toBe('OL')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getAllByRole('heading', { level: 3 })[3]).toHaveTextContent('Make it stick')
  },
}

export const TitlesOnly: Story = {
  args: {
    headingLevel: 4,
    items: [
      { period: 'Day 1', title: 'Discovery call' },
      { period: 'Week 1', title: 'Your agent goes live' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2)
  },
}
