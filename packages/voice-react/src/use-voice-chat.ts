import { toast } from '@org/ui'
import type { SessionOptions } from '@org/voice-core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type ConversationEngine, voiceCoreEngine } from './engine'
import { MICROPHONE_ERROR_TEXT, VOICE_TEXT, voiceErrorMessage } from './messages'
import { type MicrophoneApis, type MicrophonePermission, microphoneErrorReason } from './microphone'
import { type GetSignedUrl, supabaseSignedUrl } from './signed-url'
import { type VoiceStatusLabel, voiceStatusLabel } from './status-label'
import type { TranscriptLine } from './transcript'
import { type UseConversationReturn, useConversation } from './use-conversation'
import { useMicrophonePermission } from './use-microphone-permission'
import { useTranscript } from './use-transcript'

export type { TranscriptLine } from './transcript'

/** Where the panel is: the four states its status label names. */
export type VoicePhase = 'ready' | 'connecting' | 'listening' | 'speaking'

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
  /** What was said or typed, finished lines only, oldest first; cleared when a new call starts. */
  transcript: readonly TranscriptLine[]
  /**
   * What is still being said, for live captions: the visitor's tentative words and the agent's
   * reply as it is generated. Not for screen readers: they hear each finished line once.
   */
  captions: { user: string | undefined; agent: string | undefined }
  /** Whether the call (live, or the last one) is a text chat without microphone or audio. */
  textOnly: boolean
  /** Start pressed: probe the microphone, fetch a signed URL, connect. */
  start: () => Promise<void>
  /**
   * Starts a text chat: no microphone is asked for and no audio plays, so a visitor without a
   * microphone (or one who was refused) can still talk to the agent. `firstMessage`, when given,
   * is sent as soon as the call connects.
   */
  startTextChat: (firstMessage?: string) => Promise<void>
  /**
   * Sends a typed message during a call and adds it to the transcript. Returns false, sending
   * nothing, when no call is live or the text is blank, so the caller can keep what was typed.
   */
  sendMessage: (text: string) => boolean
  /** End Call pressed: end the session and say so in a toast. */
  endCall: () => Promise<void>
  /** Ends or cancels the call quietly, as closing the panel does. */
  hangUp: () => void
  /** Reads the microphone permission again without prompting. */
  checkPermission: () => Promise<MicrophonePermission>
}

const noop = () => {}

/**
 * The panel's toasts sit at the top: on a phone the panel is a bottom sheet, and a toast in the
 * toaster's usual bottom corner would cover Start and End Call.
 */
const PANEL_TOAST = { position: 'top-center' } as const
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError'

/** Toasts a microphone failure and returns its catalogue text. */
function reportMicrophone(error: unknown): string {
  const text = MICROPHONE_ERROR_TEXT[microphoneErrorReason(error) ?? 'other']
  toast.error(VOICE_TEXT.microphoneToast, { ...PANEL_TOAST, description: text })
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
  const [textOnly, setTextOnly] = useState(false)
  const transcript = useTranscript()
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
      toast.success(VOICE_TEXT.connectedToast, {
        ...PANEL_TOAST,
        description: VOICE_TEXT.connectedDescription,
      })
    },
    onDisconnect: (details) => {
      setConnecting(false)
      if (details.reason === 'error') setError(voiceErrorMessage(details.message))
      if (details.reason === 'agent') {
        toast(VOICE_TEXT.disconnectedToast, {
          ...PANEL_TOAST,
          description: VOICE_TEXT.disconnectedDescription,
        })
      }
    },
    onError: (message) => {
      setConnecting(false)
      setError(voiceErrorMessage(message))
      toast.error(VOICE_TEXT.connectionErrorToast, {
        ...PANEL_TOAST,
        description: VOICE_TEXT.connectionErrorDescription,
      })
    },
    ...transcript.callbacks,
  })
  const { startSession, endSession, status, isSpeaking, sendUserMessage } = conversation
  // Start is one press: a second one while a call is starting or live does nothing.
  const starting = useRef(false)
  const currentStatus = useRef(status)
  currentStatus.current = status

  const { clear: clearTranscript, addTyped } = transcript
  const attemptStart = useCallback(
    async (textChat: boolean, firstMessage?: string) => {
      const attempt = ++attempts.current
      const stale = () => attempt !== attempts.current
      const textCall = textChat || conversationOptions?.textOnly === true
      setConnecting(true)
      setError(undefined)
      setTextOnly(textCall)
      if (!textCall) {
        // The microphone probe below ends the tap that pressed Start; iOS only plays audio from
        // a context made inside it.
        const releaseAudio = (environment?.engine ?? voiceCoreEngine).unlockAudio?.()
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
      }
      clearTranscript()
      try {
        await startSession(textCall ? { ...extra.current, textOnly: true } : extra.current)
        if (firstMessage && !stale()) {
          sendUserMessage(firstMessage)
          addTyped(firstMessage)
        }
      } catch (failure) {
        if (stale() || isAbort(failure)) return
        setConnecting(false)
        if (microphoneErrorReason(failure)) {
          setError(reportMicrophone(failure))
          return
        }
        const text = voiceErrorMessage(failure)
        setError(text)
        toast.error(VOICE_TEXT.connectionFailedToast, { ...PANEL_TOAST, description: text })
      }
    },
    [
      microphone.request,
      startSession,
      sendUserMessage,
      clearTranscript,
      addTyped,
      environment?.engine,
      conversationOptions?.textOnly,
    ],
  )

  const begin = useCallback(
    async (textChat: boolean, firstMessage?: string) => {
      const idle = currentStatus.current === 'disconnected' || currentStatus.current === 'error'
      if (starting.current || !idle) return
      starting.current = true
      try {
        await attemptStart(textChat, firstMessage)
      } finally {
        starting.current = false
      }
    },
    [attemptStart],
  )
  const start = useCallback(() => begin(false), [begin])
  const startTextChat = useCallback(
    (firstMessage?: string) => begin(true, firstMessage?.trim() || undefined),
    [begin],
  )

  const sendMessage = useCallback(
    (text: string) => {
      const message = text.trim()
      if (!message || currentStatus.current !== 'connected') return false
      sendUserMessage(message)
      addTyped(message)
      return true
    },
    [sendUserMessage, addTyped],
  )

  const hangUp = useCallback(() => {
    attempts.current++
    setConnecting(false)
    void endSession().catch(noop)
  }, [endSession])

  const endCall = useCallback(async () => {
    attempts.current++
    setConnecting(false)
    await endSession()
    toast(VOICE_TEXT.disconnectedToast, {
      ...PANEL_TOAST,
      description: VOICE_TEXT.disconnectedDescription,
    })
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
    transcript: transcript.lines,
    captions: { user: transcript.userDraft, agent: transcript.agentDraft },
    textOnly,
    start,
    startTextChat,
    sendMessage,
    endCall,
    hangUp,
    checkPermission: microphone.check,
  }
}
