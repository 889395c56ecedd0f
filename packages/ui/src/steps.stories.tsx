import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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

/** Stacked below 768 px, in a row above it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    const [first, second] = items.map((item) => item.getBoundingClientRect())
    const sideBySide = first !== undefined && second !== undefined && first.top === second.top
    await expect(sideBySide).toBe(window.innerWidth >= 768)
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
