import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AA_TEXT, contrastRatio } from './contrast'
import { VoiceErrorBox } from './voice-error-box'

const meta = {
  title: 'Voice/VoiceErrorBox',
  component: VoiceErrorBox,
  args: { children: 'Failed to connect to voice agent. Please try again.' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceErrorBox>

export default meta
type Story = StoryObj<typeof meta>

/** The connection failed: an alert, read out at once, with dark red text on pale red (AA). */
export const ConnectionFailed: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Failed to connect to voice agent. Please try again.')
    const style = getComputedStyle(alert)
    await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT)
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    // Not by colour alone: a border and an icon mark it too.
    await expect(style.borderTopStyle).toBe('solid')
  },
}

/** The longest message in the catalogue wraps without pushing the panel wider. */
export const MicrophoneDenied: Story = {
  args: {
    children:
      "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again.",
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(/^Microphone access is required for voice chat\./)
    const wrapper = canvasElement.firstElementChild as HTMLElement
    await expect(alert.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth)
  },
}

/** A server's own words can hold long unbroken strings; they break instead of overflowing. */
export const UnbrokenText: Story = {
  args: {
    children:
      'Server error: upstream_request_timeout_while_contacting_voice_agent_configuration_service (504)',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth)
  },
}
