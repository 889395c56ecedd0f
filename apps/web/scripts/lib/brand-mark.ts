/**
 * The brand mark as a standalone SVG file, drawn from `@org/ui`'s `KookaburraMark` component so
 * the logo, favicon and social cards never drift from the mark the site shows.
 */

/**
 * Turns the component's rendered markup into a file: the theme's CSS variables become their
 * fallback colours (an SVG file has no stylesheet), class names go, and it gets a size, a role
 * and a title.
 */
export function standaloneMarkSvg(markup: string, title: string, size: number): string {
  const open = markup.match(/^<svg\b[^>]*>/)
  if (!open) throw new Error('The brand mark did not render an <svg> element.')
  const viewBox = open[0].match(/viewBox="([^"]+)"/)?.[1]
  if (!viewBox) throw new Error('The brand mark has no viewBox.')
  const body = markup
    .slice(open[0].length, markup.lastIndexOf('</svg>'))
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/var\(--[a-z-]+,\s*(#[0-9a-fA-F]{3,8})\)/g, '$1')
  const unresolved = body.match(/var\(--[^)]*\)/)
  if (unresolved) {
    throw new Error(`The brand mark uses ${unresolved[0]} without a fallback colour.`)
  }
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}" role="img" aria-label="${escaped.replace(/"/g, '&quot;')}"><title>${escaped}</title>${body}</svg>\n`
}

/** The component's module shape, as the build scripts load it. */
export interface MarkModules {
  ui: { KookaburraMark: (props: Record<string, unknown>) => unknown }
  react: { createElement: (type: unknown, props: Record<string, unknown>) => unknown }
  server: { renderToStaticMarkup: (element: unknown) => string }
}

/** Renders the ui's mark to a standalone SVG file. */
export function renderMarkSvg(modules: MarkModules, title: string, size: number): string {
  const markup = modules.server.renderToStaticMarkup(
    modules.react.createElement(modules.ui.KookaburraMark, {}),
  )
  return standaloneMarkSvg(markup, title, size)
}
