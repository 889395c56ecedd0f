/** Written by the `web:voice-widget` Vite plugin (`scripts/lib/voice-widget-plugin.ts`). */
declare module 'virtual:kookaburra-voice' {
  /** The `<kookaburra-voice>` script on the site's own origin, and its Subresource Integrity hash. */
  export const voiceWidgetScript: { readonly src: string; readonly integrity: string }
}
