import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ComparisonTable } from './comparison-table'

const meta = {
  title: 'Components/ComparisonTable',
  component: ComparisonTable,
  args: {
    caption: 'Voice agent plans compared',
    // Rows from the site's voice plan matrix, so designers review what visitors see.
    columns: ['Basic', 'Growth', 'Advanced', 'Unlimited'],
    rows: [
      { label: 'Custom-built agent', cells: [true, true, true, true] },
      { label: 'Monthly A/B testing', cells: [false, true, true, true] },
      { label: 'Dev hours a month', cells: ['6', '12', '24', 'Unlimited'] },
    ],
  },
} satisfies Meta<typeof ComparisonTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Voice agent plans compared' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Feature',
      'Basic',
      'Growth',
      'Advanced',
      'Unlimited',
    ])
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col')
    const rowHeader = within(table).getByRole('rowheader', { name: 'Monthly A/B testing' })
    await expect(rowHeader).toHaveAttribute('scope', 'row')
    const cells = within(rowHeader.closest('tr') as HTMLElement).getAllByRole('cell')
    await expect(cells.map((c) => c.textContent)).toEqual([
      'Not included',
      'Included',
      'Included',
      'Included',
    ])
  },
}

export const Highlighted: Story = {
  args: { highlightColumn: 1, yesLabel: 'Yes', noLabel: 'No', featureHeading: 'What you get' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'What you get' })).toBeVisible()
    await expect(canvas.getAllByText('Yes')).toHaveLength(7)
  },
}

/**
 * On a phone only the table scrolls sideways, never the page: the region takes focus so the
 * keyboard can scroll it, the feature column stays pinned, and a fade on the right says there is
 * more until the end is reached. The title stays put above the scrolling area.
 */
export const Scrolls: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Voice agent plans compared' })
    const title = canvas.getByText('Voice agent plans compared')
    await expect(region.contains(title)).toBe(false)
    await userEvent.tab()
    await expect(region).toHaveFocus()
    const doc = canvasElement.ownerDocument.documentElement
    await expect(doc.scrollWidth).toBe(doc.clientWidth)

    const narrow = window.innerWidth < 600
    await expect(region.scrollWidth > region.clientWidth).toBe(narrow)
    const fade = canvasElement.querySelector('[data-fade="end"]') as HTMLElement
    await waitFor(() => expect(getComputedStyle(fade).opacity).toBe(narrow ? '1' : '0'))
    if (!narrow) return

    const feature = canvas.getByRole('rowheader', { name: 'Monthly A/B testing' })
    const before = feature.getBoundingClientRect().left
    region.scrollLeft = region.scrollWidth
    await waitFor(() => expect(getComputedStyle(fade).opacity).toBe('0'))
    await expect(feature.getBoundingClientRect().left).toBe(before)
    const advanced = canvas.getByRole('columnheader', { name: 'Unlimited' })
    await expect(advanced.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right + 1,
    )
  },
}

/** A visually hidden title still names the table and its region. */
export const HiddenTitle: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Voice agent plans compared' })).toBeVisible()
    await expect(canvas.getByText('Voice agent plans compared')).toHaveClass('sr-only')
  },
}
