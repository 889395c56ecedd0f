/**
 * The site path a loader is asked about, from React Router's normalised `url` (no `.data`
 * suffix). Prerendering asks for `/about/` when it writes the HTML; that is still `/about`.
 */
export function pagePath(url: URL): string {
  const { pathname } = url
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
