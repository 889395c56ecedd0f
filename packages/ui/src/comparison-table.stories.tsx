import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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

/** On a phone the table scrolls sideways; the region takes focus so the keyboard can scroll it. */
export const Scrolls: Story = {
  args: { captionHidden: true },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Voice agent plans compared' })
    await userEvent.tab()
    await expect(region).toHaveFocus()
    const overflows = region.scrollWidth > region.clientWidth
    await expect(overflows).toBe(window.innerWidth < 600)
  },
}
