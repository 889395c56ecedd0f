import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from './button'
import { Card, CardDescription, CardFooter, CardTitle } from './card'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { tone: 'raised' },
  argTypes: { tone: { control: 'inline-radio', options: ['raised', 'muted', 'outline'] } },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardTitle>AI voice agents</CardTitle>
      <CardDescription>
        Answers every call, 24/7, and books the job into your calendar.
      </CardDescription>
      <CardFooter>
        <Button size="sm">See pricing</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Raised: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'AI voice agents' })).toBeVisible()
    const card = canvas.getByRole('heading').parentElement as HTMLElement
    // Cards are rounded at 16 px, inside the 12-16 px the brand allows.
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('16px')
  },
}

export const Muted: Story = { args: { tone: 'muted' } }

export const Outline: Story = { args: { tone: 'outline' } }

export const AsArticle: Story = {
  render: (args) => (
    <Card {...args} asChild className="max-w-sm">
      <article aria-labelledby="card-article-title">
        <CardTitle id="card-article-title" as="h2">
          Five calls your business misses every week
        </CardTitle>
        <CardDescription>21 August 2025 · 4 min read</CardDescription>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: 'Five calls your business misses every week' }),
    ).toBeVisible()
  },
}
