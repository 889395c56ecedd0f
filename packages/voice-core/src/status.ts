/**
 * Where a voice session is in its life: `connecting → connected → disconnecting → disconnected`.
 */
export type Status = 'connecting' | 'connected' | 'disconnecting' | 'disconnected'

/**
 * Whether the agent is talking (`speaking`) or waiting for the user (`listening`).
 */
export type Mode = 'speaking' | 'listening'
