import type { ReactElement } from 'react'
import { preloadModule } from 'react-dom'
import type { EntryContext } from 'react-router-dom'

declare module 'react-dom' {
  interface PreloadModuleOptions {
    /** Forwarded to the link since React 19.3; `@types/react-dom` does not list it yet. */
    fetchPriority?: 'high' | 'low' | 'auto'
  }
}

/**
 * Every script React Router's `<Scripts>` preloads for the page being rendered: the route manifest,
 * the app entry and its imports, and for each matched route its module, its split-off parts and
 * their imports.
 */
export function pageScripts({ manifest, staticHandlerContext }: EntryContext): string[] {
  const hrefs = [manifest.url, manifest.entry.module, ...manifest.entry.imports]
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id]
    if (!route) continue
    hrefs.push(route.module)
    for (const part of [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ]) {
      if (part) hrefs.push(part)
    }
    hrefs.push(...(route.imports ?? []))
  }
  return [...new Set(hrefs)]
}

/**
 * Declares the page's scripts as low-priority module preloads ahead of `<Scripts>`' own, which
 * take no priority and so go out at high priority, beside the stylesheet, the typeface and the
 * hero picture that the first paint needs. None of the scripts is needed for that paint: they
 * only start the rest once it has happened (`entry.client.tsx`). A module is fetched once, at the
 * priority of its first declaration, so `<Scripts>`' links that follow find it already on its way.
 *
 * React writes the preloads into the document's head. The component renders its one child as it
 * is: a sibling beside the router would move the router in React's tree, and every `useId` in the
 * page would then differ from the browser's, which renders the router alone.
 */
export function LowPriorityPageScripts({
  hrefs,
  children,
}: {
  hrefs: readonly string[]
  children: ReactElement
}) {
  for (const href of hrefs) preloadModule(href, { as: 'script', fetchPriority: 'low' })
  return children
}
