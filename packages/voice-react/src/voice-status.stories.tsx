import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VoiceStatus } from './voice-status'

const meta = {
  title: 'Voice/VoiceStatus',
  component: VoiceStatus,
  args: { status: 'disconnected', isSpeaking: false, className: 'text-sm font-medium text-ink' },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['connecting', 'connected', 'disconnecting', 'disconnected'],
    },
  },
} satisfies Meta<typeof VoiceStatus>

export default meta
type Story = StoryObj<typeof meta>

export const ReadyToConnect: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ready to connect')
  },
}

export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting...')
  },
}

export const Listening: Story = {
  args: { status: 'connected', isSpeaking: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Listening...')
  },
}

export const Speaking: Story = {
  args: { status: 'connected', isSpeaking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Speaking...')
  },
}
