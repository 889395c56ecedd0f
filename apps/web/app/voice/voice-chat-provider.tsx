import { site } from '@org/content'
import type { GetSignedUrl } from '@org/voice-react'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router-dom'
import { FailureBoundary, isDownloadFailure } from '../shell/failure-boundary'
import { loadToasts } from '../shell/load-toasts'
import { LoadFailureNotice } from './load-failure-notice'
import { loadVoiceChatModal } from './load-voice-chat-modal'
import { VoiceChatContext, type VoiceChatControls } from './voice-chat-context'
import { voiceChatConfig } from './voice-config'

/**
 * The error catalogue's wording when the voice chat cannot reach the network (a failed download
 * reads "Failed to fetch ..."), kept here because `@org/voice-react` may not load with the page.
 */
const loadFailure = {
  title: 'Connection Failed',
  description: 'Network error. Please check your connection and try again.',
  dismissLabel: 'Dismiss',
}

/**
 * Asks for a signed URL through the site's human check. Its code (Turnstile, the signer client)
 * loads with the first Start, not with the page.
 */
const getSignedUrl: GetSignedUrl = async (agentId, init) =>
  (await import('./voice-signed-url')).voiceSignedUrl(agentId, init)

/**
 * Provides {@link VoiceChatControls} and renders the site's one voice chat modal. The modal's
 * code loads the first time someone opens it (or shows intent to), never with the page.
 */
export function VoiceChatProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first open on, so closing keeps the loaded modal for next time.
  const [mounted, setMounted] = useState(false)
  // A new lazy component after a failed download, so the next open tries again.
  const [attempt, setAttempt] = useState(0)
  // The failure to show when the toast library could not load either.
  const [unreported, setUnreported] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what renews it.
  const VoiceChatModal = useMemo(() => lazy(loadVoiceChatModal), [attempt])
  const openedOn = useCloseOnRouteChange(() => setOpen(false))

  const controls = useMemo<VoiceChatControls>(
    () => ({
      openVoiceChat() {
        setUnreported(false)
        openedOn()
        setMounted(true)
        setOpen(true)
      },
      prefetchVoiceChat() {
        loadVoiceChatModal().catch(() => {
          // Opening retries and reports the failure; a prefetch stays quiet.
        })
      },
    }),
    [openedOn],
  )

  return (
    <VoiceChatContext.Provider value={controls}>
      {children}
      {unreported ? (
        <LoadFailureNotice {...loadFailure} onDismiss={() => setUnreported(false)} />
      ) : null}
      {mounted ? (
        <FailureBoundary
          onFailure={(error) => {
            console.error('The voice chat could not load:', error)
            if (isDownloadFailure(error)) {
              loadToasts().then(
                ({ toast }) =>
                  toast.error(loadFailure.title, { description: loadFailure.description }),
                () => setUnreported(true),
              )
            }
            setOpen(false)
            setMounted(false)
            setAttempt((count) => count + 1)
          }}
        >
          <Suspense fallback={null}>
            <VoiceChatModal
              open={open}
              onOpenChange={setOpen}
              agentId={voiceChatConfig.agentId}
              getSignedUrl={getSignedUrl}
              contactPhone={site.phone}
            />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </VoiceChatContext.Provider>
  )
}

/**
 * Calls `close` when the visitor goes to another page inside the site (a link, or Back): the
 * panel belongs to the page it was opened on, and closing it ends any call in it. Returns what
 * opening calls to mark the page it opens on: the address bar's, which changes before the new
 * page is rendered, so a panel opened while the next page renders belongs to that page and stays.
 */
function useCloseOnRouteChange(close: () => void): () => void {
  const { pathname } = useLocation()
  const shownOn = useRef(pathname)
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    latest.current()
  }, [pathname])
  return useCallback(() => {
    shownOn.current = window.location.pathname
  }, [])
}
