export { type VoiceStatusLabel, voiceStatusLabel } from './status-label'
export { VoiceStatus, type VoiceStatusProps } from './voice-status'
