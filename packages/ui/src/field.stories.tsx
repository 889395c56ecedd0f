import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AA_TEXT, contrastRatio } from './contrast'
import { Field, Input, Label, Textarea } from './field'

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" name="email" autoComplete="email" /> },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.click(canvas.getByText('Email'))
    await expect(input).toHaveFocus()
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

export const WithHelp: Story = {
  args: { help: 'We reply within one business day.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' })
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('We reply within one business day.')
  },
}

/** The error is announced with the field, marked invalid, and the typed text stays. */
export const WithError: Story = {
  args: {
    help: 'We reply within one business day.',
    error: 'Enter an email address like name@example.com.',
    children: <Input type="email" name="email" defaultValue="jordan@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      'Enter an email address like name@example.com. We reply within one business day.',
    )
    await expect(input).toHaveValue('jordan@')
  },
}

export const Message: Story = {
  args: {
    label: 'Message',
    required: true,
    help: 'Between 10 and 2000 characters.',
    children: <Textarea name="message" />,
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (required)' })
    await userEvent.type(textarea, 'We miss calls after 5pm.')
    await expect(textarea).toHaveValue('We miss calls after 5pm.')
    await expect(textarea).toHaveAccessibleDescription('Between 10 and 2000 characters.')
  },
}

/**
 * A disabled field looks unavailable, not empty: greyed text (still AA), a dashed border, a
 * muted fill, a greyed label and the not-allowed cursor.
 */
export const Disabled: Story = {
  args: {
    label: 'Company',
    help: 'Taken from your booking; contact us to change it.',
    children: <Input name="company" disabled defaultValue="Blake Plumbing" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company' })
    await expect(input).toBeDisabled()
    const style = getComputedStyle(input)
    await expect(style.cursor).toBe('not-allowed')
    await expect(style.borderTopStyle).toBe('dashed')
    await expect(style.color).toBe('rgb(74, 85, 99)')
    await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT)
    await expect(getComputedStyle(canvas.getByText('Company')).color).toBe('rgb(74, 85, 99)')
  },
}

/**
 * A placeholder is a suggestion, not an answer: lighter and regular weight beside typed text in
 * ink and medium weight. The hint that explains the field sits under it, never inside.
 */
export const PlaceholderAndHint: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <Field label="Phone" help="Mobile or landline. We call back within one business day.">
        <Input type="tel" name="phone" autoComplete="tel" placeholder="e.g. 0491 570 156" />
      </Field>
      <Field label="Business name">
        <Input name="business" defaultValue="Blake Plumbing" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('textbox', { name: 'Phone' })
    const filled = canvas.getByRole('textbox', { name: 'Business name' })
    await expect(empty).toHaveAccessibleDescription(
      'Mobile or landline. We call back within one business day.',
    )
    const placeholder = getComputedStyle(empty, '::placeholder')
    const typed = getComputedStyle(filled)
    await expect(placeholder.color).not.toBe(typed.color)
    await expect(Number(placeholder.fontWeight)).toBeLessThan(Number(typed.fontWeight))
    await expect(
      contrastRatio(placeholder.color, getComputedStyle(empty).backgroundColor),
    ).toBeGreaterThanOrEqual(AA_TEXT)
  },
}

/** The parts on their own, for layouts a Field does not fit. */
export const Parts: Story = {
  render: () => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="phone">Phone</Label>
      <Input id="phone" type="tel" autoComplete="tel" placeholder="e.g. 0491 570 156" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
  },
}
