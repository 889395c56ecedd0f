import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Testimonial } from './testimonial'

const meta = {
  title: 'Components/Testimonial',
  component: Testimonial,
  args: {
    quote: 'We used to miss a third of our calls. Now every one gets answered and booked.',
    name: 'Sam Nguyen',
    role: 'Owner, Nguyen Electrical',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Testimonial>

export default meta
type Story = StoryObj<typeof meta>

export const WithRole: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure')
    const caption = figure.querySelector('figcaption') as HTMLElement
    await expect(caption).toHaveTextContent('SNSam NguyenOwner, Nguyen Electrical')
    // The initials and the quotation mark are decoration; the name is read once.
    await expect(caption.querySelector('[aria-hidden="true"]')).toHaveTextContent('SN')
    await expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/^We used to miss/)
  },
}

export const NameOnly: Story = {
  args: { role: undefined, name: 'Priya Shah' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure').querySelector('figcaption')).toHaveTextContent(
      /^PSPriya Shah$/,
    )
  },
}
