import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FeatureList } from './feature-list'

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  args: {
    items: [
      'Answers every call, 24/7',
      'Books jobs into your calendar',
      'Sends a summary after each call',
    ],
  },
} satisfies Meta<typeof FeatureList>

export default meta
type Story = StoryObj<typeof meta>

export const Simple: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const WithDescriptions: Story = {
  args: {
    columns: 2,
    items: [
      { title: 'Never miss a lead', description: 'Every caller gets an answer, even at 2am.' },
      { title: 'Fewer admin hours', description: 'Bookings land in your calendar on their own.' },
      { title: 'Local voice', description: 'A natural Australian accent your customers trust.' },
      { title: 'Plain reporting', description: 'One email a day with what happened.' },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('Never miss a leadEvery caller gets an answer')
    const columns = getComputedStyle(canvas.getByRole('list')).gridTemplateColumns.split(' ')
    // Two columns from the 768 px breakpoint, one below it.
    await expect(columns).toHaveLength(window.innerWidth >= 768 ? 2 : 1)
  },
}
