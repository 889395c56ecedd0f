import { voiceWidgetScript } from 'virtual:kookaburra-voice'
import { site, voiceSignerMessages } from '@org/content'
import { type RefObject, useEffect, useState } from 'react'
import { HumanCheckError } from '../../turnstile/turnstile-api'
import { turnstileToken } from '../../turnstile/turnstile-token'
import { voiceChatConfig } from '../../voice/voice-config'

/** Where the widget is: its script loading, loaded, or unable to load (offline, blocked). */
export type WidgetStatus = 'loading' | 'ready' | 'unavailable'

/** The element the widget script defines (`@org/voice-widget`). */
export const widgetElementName = 'kookaburra-voice'

/** Marks the script this page added, so it is found and removed again, and never added twice. */
export const widgetScriptAttribute = 'data-onboarding-widget'

/** The widget's attributes: the voice chat's agent, key and signer, and the page's title and version. */
export const widgetAttributes = {
  'agent-id': voiceChatConfig.agentId,
  'public-key': voiceChatConfig.supabaseAnonKey,
  signer: voiceChatConfig.supabaseUrl,
  'agent-version': site.onboardingWidget.agentVersion,
  title: site.onboardingWidget.title,
  // The launcher stays in the page's panel rather than floating over the page's corner.
  inline: '',
} as const

/**
 * A fresh Turnstile token for each Start, which the site's signer requires
 * (docs/pages.md#onboarding); a failed check reads as the site's own message in the panel.
 */
async function humanCheckHeaders(signal: AbortSignal): Promise<Record<string, string>> {
  try {
    return { 'x-turnstile-token': await turnstileToken('voice-start', signal) }
  } catch (error) {
    if (error instanceof HumanCheckError) {
      throw new Error(voiceSignerMessages.humanCheck, { cause: error })
    }
    throw error
  }
}

/**
 * Adds the site's own `<kookaburra-voice>` widget while the page is shown: its module script from
 * the site's origin with its integrity hash at the end of the body, and its element in `mount`.
 * Leaving the page removes both, which ends any call. When the script cannot load (offline, a
 * mismatched hash), the status says so and the page shows its fallback.
 */
export function useOnboardingWidget(mount: RefObject<HTMLElement | null>): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading')

  useEffect(() => {
    const host = mount.current
    if (!host) return
    setStatus('loading')

    const element = document.createElement(widgetElementName) as HTMLElement & {
      signerHeaders?: typeof humanCheckHeaders
    }
    for (const [name, value] of Object.entries(widgetAttributes)) element.setAttribute(name, value)
    // A property before the definition shadows the element's accessor; set once it is defined.
    void customElements.whenDefined(widgetElementName).then(() => {
      element.signerHeaders = humanCheckHeaders
    })
    host.append(element)

    const script = document.createElement('script')
    script.type = 'module'
    script.src = voiceWidgetScript.src
    script.integrity = voiceWidgetScript.integrity
    script.setAttribute(widgetScriptAttribute, '')
    const onLoad = () => setStatus('ready')
    const onError = () => setStatus('unavailable')
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
    document.body.append(script)

    return () => {
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      script.remove()
      element.remove()
    }
  }, [mount])

  return status
}
