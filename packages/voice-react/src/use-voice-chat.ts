import { toast } from '@org/ui'
import type { SessionOptions } from '@org/voice-core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type ConversationEngine, voiceCoreEngine } from './engine'
import { MICROPHONE_ERROR_TEXT, VOICE_TEXT, voiceErrorMessage } from './messages'
import { type MicrophoneApis, type MicrophonePermission, microphoneErrorReason } from './microphone'
import { type GetSignedUrl, supabaseSignedUrl } from './signed-url'
import { type VoiceStatusLabel, voiceStatusLabel } from './status-label'
import { type UseConversationReturn, useConversation } from './use-conversation'
import { useMicrophonePermission } from './use-microphone-permission'

/** Where the panel is: the four states its status label names. */
export type VoicePhase = 'ready' | 'connecting' | 'listening' | 'speaking'

/** One line of the visible transcript. */
export interface TranscriptLine {
  id: string
  /** `user` for the visitor, `ai` for the agent. */
  source: 'user' | 'ai'
  text: string
}

/** Stand-ins for the engine and the browser's microphone APIs: for tests and stories only. */
export interface VoiceEnvironment {
  /** Starts sessions instead of `@org/voice-core`. */
  engine?: ConversationEngine
  /** Used instead of `navigator.mediaDevices` and `navigator.permissions`. */
  microphone?: MicrophoneApis
}

/** Options of {@link useVoiceChat}; the same as the modal's session props. */
export interface UseVoiceChatOptions {
  /** The voice agent to talk to. */
  agentId: string
  /** Your own signed-URL request; defaults to the Supabase Edge Function below. */
  getSignedUrl?: GetSignedUrl
  /** Supabase project URL for the default signed-URL request. */
  supabaseUrl?: string
  /** Supabase anonymous key for the default signed-URL request. */
  supabaseAnonKey?: string
  /** Extra session options and callbacks (overrides, client tools, device ids...). */
  conversationOptions?: Partial<SessionOptions>
  /** Stand-ins for tests and stories; production code leaves it out. */
  environment?: VoiceEnvironment
}

/** What {@link useVoiceChat} returns: everything a voice panel shows and does. */
export interface VoiceChat {
  /** The underlying conversation (levels, mute, feedback...). */
  conversation: UseConversationReturn
  phase: VoicePhase
  /** `Ready to connect`, `Connecting...`, `Listening...` or `Speaking...`. */
  statusLabel: VoiceStatusLabel
  /** True from Start until the session connects or fails. */
  connecting: boolean
  permission: MicrophonePermission
  /** The inline error text (shown in the red box), if any. */
  error: string | undefined
  /** What was said, oldest first; cleared when a new call starts. */
  transcript: readonly TranscriptLine[]
  /** Start pressed: probe the microphone, fetch a signed URL, connect. */
  start: () => Promise<void>
  /** End Call pressed: end the session and say so in a toast. */
  endCall: () => Promise<void>
  /** Ends or cancels the call quietly, as closing the panel does. */
  hangUp: () => void
  /** Reads the microphone permission again without prompting. */
  checkPermission: () => Promise<MicrophonePermission>
}

const noop = () => {}
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError'

/** Toasts a microphone failure and returns its catalogue text. */
function reportMicrophone(error: unknown): string {
  const text = MICROPHONE_ERROR_TEXT[microphoneErrorReason(error) ?? 'other']
  toast.error(VOICE_TEXT.microphoneToast, { description: text })
  return text
}

/**
 * The voice panel's behaviour without its looks: the widget state of docs/voice-chat.md#panel (connecting flag,
 * microphone permission, last error, status and speaking flag), the toasts, and a transcript.
 * `VoiceChatModal` is this hook plus layout; use it directly to build a panel of your own.
 */
export function useVoiceChat({
  agentId,
  getSignedUrl,
  supabaseUrl,
  supabaseAnonKey,
  conversationOptions,
  environment,
}: UseVoiceChatOptions): VoiceChat {
  const [connecting, setConnecting] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [transcript, setTranscript] = useState<readonly TranscriptLine[]>([])
  const lines = useRef(0)
  // Each Start is an attempt; closing the panel or a newer Start makes the older one stale.
  const attempts = useRef(0)
  const extra = useRef(conversationOptions)
  extra.current = conversationOptions

  const signedUrl = useMemo<GetSignedUrl | undefined>(() => {
    if (getSignedUrl) return getSignedUrl
    if (supabaseUrl && supabaseAnonKey) return supabaseSignedUrl({ supabaseUrl, supabaseAnonKey })
    return undefined
  }, [getSignedUrl, supabaseUrl, supabaseAnonKey])

  const microphone = useMicrophonePermission({ apis: environment?.microphone })
  const conversation = useConversation({
    agentId,
    getSignedUrl: signedUrl,
    engine: environment?.engine,
    onConnect: () => {
      setConnecting(false)
      setError(undefined)
      toast.success(VOICE_TEXT.connectedToast, { description: VOICE_TEXT.connectedDescription })
    },
    onDisconnect: (details) => {
      setConnecting(false)
      if (details.reason === 'error') setError(voiceErrorMessage(details.message))
      if (details.reason === 'agent') {
        toast(VOICE_TEXT.disconnectedToast, { description: VOICE_TEXT.disconnectedDescription })
      }
    },
    onError: (message) => {
      setConnecting(false)
      setError(voiceErrorMessage(message))
      toast.error(VOICE_TEXT.connectionErrorToast, {
        description: VOICE_TEXT.connectionErrorDescription,
      })
    },
    onMessage: ({ source, message }) => {
      const id = `line-${++lines.current}`
      setTranscript((previous) => [...previous, { id, source, text: message }])
    },
  })
  const { startSession, endSession, status, isSpeaking } = conversation
  // Start is one press: a second one while a call is starting or live does nothing.
  const starting = useRef(false)
  const currentStatus = useRef(status)
  currentStatus.current = status

  const attemptStart = useCallback(async () => {
    const attempt = ++attempts.current
    const stale = () => attempt !== attempts.current
    setConnecting(true)
    setError(undefined)
    // The microphone probe below ends the tap that pressed Start; iOS only plays audio from a
    // context made inside it.
    const releaseAudio = conversationOptions?.textOnly
      ? undefined
      : (environment?.engine ?? voiceCoreEngine).unlockAudio?.()
    try {
      await microphone.request()
    } catch (failure) {
      // No call follows: the speaker context unlocked above must not stay open.
      releaseAudio?.()
      if (stale()) return
      setConnecting(false)
      const text = reportMicrophone(failure)
      // A refusal shows the standing permission text instead; other failures stay in view.
      if (microphoneErrorReason(failure) !== 'not-allowed') setError(text)
      return
    }
    if (stale()) {
      releaseAudio?.()
      return
    }
    setTranscript([])
    try {
      await startSession(extra.current)
    } catch (failure) {
      if (stale() || isAbort(failure)) return
      setConnecting(false)
      if (microphoneErrorReason(failure)) {
        setError(reportMicrophone(failure))
        return
      }
      const text = voiceErrorMessage(failure)
      setError(text)
      toast.error(VOICE_TEXT.connectionFailedToast, { description: text })
    }
  }, [microphone.request, startSession, environment?.engine, conversationOptions?.textOnly])

  const start = useCallback(async () => {
    const idle = currentStatus.current === 'disconnected' || currentStatus.current === 'error'
    if (starting.current || !idle) return
    starting.current = true
    try {
      await attemptStart()
    } finally {
      starting.current = false
    }
  }, [attemptStart])

  const hangUp = useCallback(() => {
    attempts.current++
    setConnecting(false)
    void endSession().catch(noop)
  }, [endSession])

  const endCall = useCallback(async () => {
    attempts.current++
    setConnecting(false)
    await endSession()
    toast(VOICE_TEXT.disconnectedToast, { description: VOICE_TEXT.disconnectedDescription })
  }, [endSession])

  useEffect(
    () => () => {
      attempts.current++
    },
    [],
  )

  const shownStatus = connecting && status !== 'connected' ? 'connecting' : status
  const phase: VoicePhase =
    shownStatus === 'connecting'
      ? 'connecting'
      : shownStatus === 'connected'
        ? isSpeaking
          ? 'speaking'
          : 'listening'
        : 'ready'

  return {
    conversation,
    phase,
    statusLabel: voiceStatusLabel({ status: shownStatus, isSpeaking }),
    connecting: phase === 'connecting',
    permission: microphone.permission,
    error,
    transcript,
    start,
    endCall,
    hangUp,
    checkPermission: microphone.check,
  }
}
