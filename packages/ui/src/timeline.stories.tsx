import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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

export const TwelveWeekProgramme: Story = {
  play: async ({ canvas }) => {
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
