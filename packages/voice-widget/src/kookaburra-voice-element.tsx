import type { WorkletPaths } from '@org/voice-core'
import { startTransition } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { readConfig, WIDGET_ATTRIBUTES } from './config'
import type { SignerHeaders } from './signed-url'
import { VoiceWidget } from './voice-widget'

/** The element's tag name. */
export const WIDGET_TAG = 'kookaburra-voice'

/**
 * The worklet files, built beside this script: served from the same origin as the widget, so a
 * `script-src 'self'` policy allows them, where the engine's inline fallback (blob: or data:)
 * would be blocked. An identifier, not a literal, so bundlers leave the URL to the browser.
 */
const WORKLET_DIR = './worklets/'
function workletPaths(): WorkletPaths {
  const dir = new URL(WORKLET_DIR, import.meta.url)
  return {
    capture: new URL('capture.js', dir).href,
    playback: new URL('playback.js', dir).href,
  }
}

/**
 * `<kookaburra-voice agent-id=… signer=… public-key=… agent-version=… title=…>`: a launcher
 * button and the voice panel, rendered with React inside the element's shadow root with their
 * own styles, so the page's styles and the widget's leave each other alone. Removing the element
 * unmounts the panel, which ends any call.
 */
export function defineKookaburraVoice(styles: readonly CSSStyleSheet[]) {
  return class KookaburraVoiceElement extends HTMLElement {
    static observedAttributes = [...WIDGET_ATTRIBUTES]
    #root: Root | undefined
    #mount: HTMLDivElement | undefined
    #paths = workletPaths()
    #signerHeaders: SignerHeaders | undefined

    /**
     * Extra headers for each signing request, set by the host page as a property (a function,
     * so no attribute): for example `x-turnstile-token` from the page's own human check. Unset,
     * the widget asks the signer with the public key alone.
     */
    get signerHeaders(): SignerHeaders | undefined {
      return this.#signerHeaders
    }

    set signerHeaders(value: SignerHeaders | undefined) {
      if (value !== undefined && typeof value !== 'function') {
        throw new TypeError(
          '<kookaburra-voice> signerHeaders must be a function returning headers, or undefined.',
        )
      }
      this.#signerHeaders = value
      if (this.#root) this.#render()
    }

    connectedCallback() {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      shadow.adoptedStyleSheets = [...styles]
      if (!this.#root) {
        this.#mount = document.createElement('div')
        shadow.append(this.#mount)
        this.#root = createRoot(this.#mount)
      }
      this.#render()
    }

    disconnectedCallback() {
      const root = this.#root
      const mount = this.#mount
      this.#root = undefined
      this.#mount = undefined
      // After the current task: a host app may remove the element while React renders (a route
      // change), and a root cannot unmount synchronously inside another render.
      queueMicrotask(() => {
        root?.unmount()
        mount?.remove()
      })
    }

    attributeChangedCallback() {
      if (this.#root) this.#render()
    }

    #render() {
      let config: ReturnType<typeof readConfig>
      try {
        config = readConfig((name) => this.getAttribute(name), document.baseURI)
      } catch (error) {
        this.#root?.render(null)
        console.error(error instanceof Error ? error.message : error)
        return
      }
      const root = this.#root
      // A transition lets React render in slices and yield to the host page between them: the
      // widget is attached while the page itself starts up, and a default-priority render of the
      // whole panel would be one long task that holds back the page's own input.
      startTransition(() => {
        root?.render(
          <VoiceWidget
            config={config}
            workletPaths={this.#paths}
            signerHeaders={this.#signerHeaders}
          />,
        )
      })
    }
  }
}
