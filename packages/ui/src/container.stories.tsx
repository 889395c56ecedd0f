import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Container, Section } from './container'

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'default', 'aria-labelledby': 'section-title' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    width: { control: 'inline-radio', options: ['content', 'reading'] },
  },
  render: (args) => (
    <Section {...args}>
      <h2 id="section-title" className="text-2xl font-bold">
        Custom AI solutions
      </h2>
      <p className="mt-4 text-ink-muted">
        We build the assistant your business needs, then look after it so you do not have to.
      </p>
    </Section>
  ),
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Custom AI solutions' })).toBeVisible()
  },
}

export const Muted: Story = { args: { tone: 'muted' } }

export const Reading: Story = {
  args: { width: 'reading' },
  play: async ({ canvas }) => {
    const inner = canvas.getByRole('heading').parentElement as HTMLElement
    // 42 rem at most, however wide the screen.
    await expect(inner.getBoundingClientRect().width).toBeLessThanOrEqual(42 * 16)
  },
}

/** The bare container, for layouts that are not sections. */
export const ContainerOnly: Story = {
  render: () => (
    <Container>
      <p>Content kept off the screen edges.</p>
    </Container>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByText('Content kept off the screen edges.')
      .parentElement as HTMLElement
    await expect(Number.parseFloat(getComputedStyle(container).paddingLeft)).toBeGreaterThanOrEqual(
      20,
    )
  },
}
