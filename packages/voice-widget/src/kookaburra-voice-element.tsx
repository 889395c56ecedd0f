import type { WorkletPaths } from '@org/voice-core'
import { createRoot, type Root } from 'react-dom/client'
import { readConfig, WIDGET_ATTRIBUTES } from './config'
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
    #paths = workletPaths()

    connectedCallback() {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      shadow.adoptedStyleSheets = [...styles]
      if (!this.#root) {
        const mount = document.createElement('div')
        shadow.append(mount)
        this.#root = createRoot(mount)
      }
      this.#render()
    }

    disconnectedCallback() {
      this.#root?.unmount()
      this.#root = undefined
      this.shadowRoot?.replaceChildren()
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
      this.#root?.render(<VoiceWidget config={config} workletPaths={this.#paths} />)
    }
  }
}
