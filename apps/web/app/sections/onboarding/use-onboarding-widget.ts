import { type RefObject, useEffect, useState } from 'react'

/** The widget's settings, as the site configuration holds them. */
export interface WidgetConfig {
  scriptUrl: string
  publicKey: string
  agentId: string
  agentVersion: string
  title: string
}

/** Where the widget is: its script loading, loaded, or unable to load (offline, blocked). */
export type WidgetStatus = 'loading' | 'ready' | 'unavailable'

/** The element the widget script defines and renders itself into. */
export const widgetElementName = 'voice-onboarding-widget'

/** Marks the script this page added, so it is found and removed again, and never added twice. */
export const widgetScriptAttribute = 'data-onboarding-widget'

/**
 * Adds the third-party widget while the page is shown: its script as a module at the end of the
 * body, and its element (configured through attributes) in `mount`. Leaving the page removes
 * both. When the script cannot load, the status says so and the page shows its fallback.
 */
export function useOnboardingWidget(
  config: WidgetConfig,
  mount: RefObject<HTMLElement | null>,
): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading')
  const { scriptUrl, publicKey, agentId, agentVersion, title } = config

  useEffect(() => {
    const host = mount.current
    if (!host) return
    setStatus('loading')

    const element = document.createElement(widgetElementName)
    element.setAttribute('public-key', publicKey)
    element.setAttribute('agent-id', agentId)
    element.setAttribute('agent-version', agentVersion)
    element.setAttribute('title', title)
    host.append(element)

    const script = document.createElement('script')
    script.type = 'module'
    script.src = scriptUrl
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
  }, [scriptUrl, publicKey, agentId, agentVersion, title, mount])

  return status
}
