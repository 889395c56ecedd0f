import panelStyles from '@org/voice-react/styles.css?inline'
// Sonner writes its base rules into the document's <head>, which a shadow root does not see.
import toasterStyles from 'sonner/dist/styles.css?inline'
import { defineKookaburraVoice, WIDGET_TAG } from './kookaburra-voice-element'
import widgetStyles from './widget.css?inline'

export { type WidgetConfig, WidgetConfigError } from './config'
export type { SignerHeaders } from './signed-url'
export { WIDGET_TAG }

/** Constructable sheets: adopted by each shadow root, and never an inline `<style>` a CSP could block. */
function sheet(text: string): CSSStyleSheet {
  const css = new CSSStyleSheet()
  css.replaceSync(text)
  return css
}

// Defined once: a page that loads the script twice (or a second copy) keeps the first definition.
if (typeof customElements !== 'undefined' && !customElements.get(WIDGET_TAG)) {
  customElements.define(
    WIDGET_TAG,
    defineKookaburraVoice([sheet(toasterStyles), sheet(panelStyles), sheet(widgetStyles)]),
  )
}
