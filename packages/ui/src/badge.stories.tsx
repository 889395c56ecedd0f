import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from './badge'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '2x Award Winner' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'accent', 'outline', 'destructive'],
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2x Award Winner')).toBeVisible()
  },
}
export const Primary: Story = { args: { variant: 'primary', children: 'New' } }
export const Accent: Story = { args: { variant: 'accent', children: 'Most popular' } }
export const Outline: Story = { args: { variant: 'outline', children: '12 weeks' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Offline' } }
