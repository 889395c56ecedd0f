import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AA_LARGE, contrastRatio } from './contrast'
import { Steps } from './steps'

const meta = {
  title: 'Components/Steps',
  component: Steps,
  args: {
    items: [
      { title: 'Book a strategy call', description: 'Thirty minutes on where your time goes.' },
      { title: 'We build your agent', description: 'Trained on your services, prices and hours.' },
      { title: 'Go live', description: 'Forward your number and the agent answers.' },
    ],
  },
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Stacked below 768 px, in a row above it; a line joins each number to the next (down the side on
 * phones, across the top on desktops) and stops short of both, at 3:1 or more against the page.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    const [first, second] = items.map((item) => item.getBoundingClientRect())
    const sideBySide = first !== undefined && second !== undefined && first.top === second.top
    await expect(sideBySide).toBe(window.innerWidth >= 768)

    const numbers = items.map((item) =>
      (item.querySelector('[data-part="connector"] + span') as HTMLElement).getBoundingClientRect(),
    )
    const connectors = items.map(
      (item) => item.querySelector('[data-part="connector"]') as HTMLElement,
    )
    await expect(getComputedStyle(connectors[2] as HTMLElement).display).toBe('none')
    for (const index of [0, 1]) {
      const line = (connectors[index] as HTMLElement).getBoundingClientRect()
      const from = numbers[index] as DOMRect
      const to = numbers[index + 1] as DOMRect
      if (sideBySide) {
        await expect(line.left).toBeGreaterThan(from.right)
        await expect(line.right).toBeLessThan(to.left)
        await expect(line.top).toBeGreaterThan(from.top)
        await expect(line.bottom).toBeLessThan(from.bottom)
      } else {
        await expect(line.top).toBeGreaterThan(from.bottom)
        await expect(line.bottom).toBeLessThan(to.top)
        await expect(line.left).toBeGreaterThan(from.left)
        await expect(line.right).toBeLessThan(from.right)
      }
      await expect(
        contrastRatio(
          getComputedStyle(connectors[index] as HTMLElement).backgroundColor,
          '#fbf8f3',
        ),
      ).toBeGreaterThanOrEqual(AA_LARGE)
    }
  },
}

export const TitlesOnly: Story = {
  args: {
    headingLevel: 4,
    items: [{ title: 'Call' }, { title: 'Plan' }, { title: 'Launch' }, { title: 'Grow' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4)
  },
}
