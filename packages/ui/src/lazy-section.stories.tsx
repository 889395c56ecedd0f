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

/** Lets layout and the observer's first callback run. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))

/** Renders the section after a spacer that reaches `extra` past the bottom of the viewport. */
const belowTheFold =
  (extra: string, label: string): Story['render'] =>
  (args) => (
    <>
      <div style={{ height: `calc(100vh + ${extra})` }} className="bg-muted p-6">
        {label}
      </div>
      <LazySection {...args} />
    </>
  )

/** Already on screen: shows at once. */
export const InView: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('What our customers say')).toBeVisible()
  },
}

/** Far below the fold it waits; scrolled within reach it shows, and stays when scrolled away. */
export const BelowTheFold: Story = {
  render: belowTheFold('600px', 'Scroll down'),
  play: async ({ canvas, canvasElement }) => {
    const section = lazy(canvasElement)
    await settle()
    await expect(section).toHaveAttribute('data-state', 'waiting')
    await expect(canvas.queryByText('What our customers say')).not.toBeInTheDocument()

    section.scrollIntoView({ block: 'end' })
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'revealed'))
    window.scrollTo(0, 0)
    await settle()
    await expect(canvas.getByText('What our customers say')).toBeInTheDocument()
  },
}

/** 100 px below the fold is within the 200 px margin, so it shows without scrolling. */
export const WithinTheMargin: Story = {
  render: belowTheFold('100px', 'Just above'),
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
  render: belowTheFold('600px', 'Far above'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lazy(canvasElement)).toHaveAttribute('data-state', 'revealed'))
  },
}

/** 300 px below the fold is past the 200 px margin: it waits, then shows once scrolled within it. */
export const BeyondTheMargin: Story = {
  render: belowTheFold('300px', 'Just too far above'),
  play: async ({ canvas, canvasElement }) => {
    const section = lazy(canvasElement)
    await settle()
    await expect(section).toHaveAttribute('data-state', 'waiting')
    await expect(canvas.queryByText('What our customers say')).not.toBeInTheDocument()

    window.scrollBy(0, 150)
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'revealed'))
  },
}
