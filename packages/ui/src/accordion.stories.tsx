import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Accordion } from './accordion'
import { underReducedMotion } from './reduced-motion.stories.helpers'

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        value: 'calls',
        title: 'Will it sound like a robot?',
        content: 'No. Callers hear a natural Australian voice that answers in under a second.',
      },
      {
        value: 'setup',
        title: 'How long does set-up take?',
        content: 'Most businesses are live within a week.',
      },
      {
        value: 'cost',
        title: 'What does it cost?',
        content: 'Plans start at a fixed monthly fee; costs are subject to GST.',
      },
    ],
  },
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

/** One open at a time: Enter toggles, arrows move between questions. */
export const Single: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Will it sound like a robot?' })
    const second = canvas.getByRole('button', { name: 'How long does set-up take?' })
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    await expect(first).toHaveAttribute('aria-expanded', 'false')

    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/natural Australian voice/)).toBeVisible()

    await userEvent.keyboard('{ArrowDown}')
    await expect(second).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')

    await userEvent.keyboard('{Enter}')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(canvas.getByText(/live within a week/)).not.toBeVisible())
  },
}

export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Will it sound like a robot?' }))
    await userEvent.click(canvas.getByRole('button', { name: 'What does it cost?' }))
    await expect(canvas.getByText(/natural Australian voice/)).toBeVisible()
    await expect(canvas.getByText(/subject to GST/)).toBeVisible()
  },
}

/** Answers slide open with their height (at once under reduced motion) and close at once. */
export const AnimatesHeight: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'How long does set-up take?' })
    // Radix holds back the opening animation until the first frame after mount (so answers open at
    // first do not slide in); a visitor's click always comes later, and so must the test's.
    await new Promise(requestAnimationFrame)
    await userEvent.click(trigger)
    const panel = canvas.getByRole('region', { name: 'How long does set-up take?' })
    await expect(getComputedStyle(panel).animationName).toBe('accordion-down')
    await expect(getComputedStyle(panel).overflow).toBe('hidden')
    await expect(underReducedMotion(panel)).toBe('stops')
    await userEvent.click(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'))
    await waitFor(() => expect(canvas.getByText(/live within a week/)).not.toBeVisible())
  },
}

export const OpenAtFirst: Story = {
  args: { defaultValue: ['cost'], headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'What does it cost?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  },
}
