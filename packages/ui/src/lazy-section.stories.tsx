import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { LazySection } from './lazy-section'

const meta = {
  title: 'Components/LazySection',
  component: LazySection,
  parameters: { layout: 'fullscreen' },
  args: {
    minHeight: '10rem',
    children: <p className="p-6 text-lg font-semibold">What our customers say</p>,
  },
} satisfies Meta<typeof LazySection>

export default meta
type Story = StoryObj<typeof meta>

const lazy = (root: HTMLElement) => root.querySelector('[data-state]') as HTMLElement

/** Already on screen: shows at once. */
export const InView: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('What our customers say')).toBeVisible()
  },
}

/** Far below the fold it waits; scrolled within reach it shows, and stays when scrolled away. */
export const BelowTheFold: Story = {
  render: (args) => (
    <>
      <div style={{ height: 'calc(100vh + 600px)' }} className="bg-muted p-6">
        Scroll down
      </div>
      <LazySection {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const section = lazy(canvasElement)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))
    await expect(section).toHaveAttribute('data-state', 'waiting')
    await expect(canvas.queryByText('What our customers say')).not.toBeInTheDocument()

    section.scrollIntoView({ block: 'end' })
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'revealed'))
    window.scrollTo(0, 0)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))
    await expect(canvas.getByText('What our customers say')).toBeInTheDocument()
  },
}

/** 100 px below the fold is within the 200 px margin, so it shows without scrolling. */
export const WithinTheMargin: Story = {
  render: (args) => (
    <>
      <div style={{ height: 'calc(100vh + 100px)' }} className="bg-muted p-6">
        Just above
      </div>
      <LazySection {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lazy(canvasElement)).toHaveAttribute('data-state', 'revealed'))
  },
}

/** Without IntersectionObserver (old browsers) the content shows at once. */
export const NoIntersectionObserver: Story = {
  beforeEach: () => {
    const original = window.IntersectionObserver
    // @ts-expect-error: simulating a browser without IntersectionObserver
    delete window.IntersectionObserver
    return () => {
      window.IntersectionObserver = original
    }
  },
  render: (args) => (
    <>
      <div style={{ height: 'calc(100vh + 600px)' }} className="bg-muted p-6">
        Far above
      </div>
      <LazySection {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lazy(canvasElement)).toHaveAttribute('data-state', 'revealed'))
  },
}

/** 300 px below the fold is past the 200 px margin: it waits, then shows once scrolled within it. */
export const BeyondTheMargin: Story = {
  render: (args) => (
    <>
      <div style={{ height: 'calc(100vh + 300px)' }} className="bg-muted p-6">
        Just too far above
      </div>
      <LazySection {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const section = lazy(canvasElement)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))
    await expect(section).toHaveAttribute('data-state', 'waiting')
    await expect(canvas.queryByText('What our customers say')).not.toBeInTheDocument()

    window.scrollBy(0, 150)
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'revealed'))
  },
}
