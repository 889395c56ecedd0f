import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/** The search parameter the blog index reads (the WebSite search action's `/blog?q=`). */
export const blogQueryParam = 'q'

/** How long typing pauses before the address follows the search field. */
export const blogQueryDelayMs = 300

/**
 * The blog search: the field's text, and the `?q=` of the address kept in step with it.
 *
 * The page is prerendered without a query, so the first render shows every card, as the HTML
 * does; the query is read from the address once the page has hydrated (and whenever the address
 * changes from outside, such as Back). Typing filters at once and writes `?q=` after a pause,
 * replacing the history entry rather than adding one per keystroke.
 *
 * Reading an address without `?q=` changes no state, so hydrating the page renders it once: a
 * state update made while hydrating re-renders the whole page in one uninterrupted task, which on
 * a phone held the main thread for a quarter of a second.
 */
export function useBlogQuery(delayMs = blogQueryDelayMs) {
  const [searchParams, setSearchParams] = useSearchParams()
  const fromAddress = searchParams.get(blogQueryParam) ?? ''
  const [query, setQuery] = useState('')
  // The last query the address and the field agreed on, so our own writes are not read back.
  const agreed = useRef<string | null>(null)
  // Set when the address was just read: in that same commit the field still shows the query
  // from before, which must not be written back over the address.
  const justRead = useRef(false)

  useEffect(() => {
    if (agreed.current === fromAddress) return
    agreed.current = fromAddress
    justRead.current = true
    setQuery(fromAddress)
  }, [fromAddress])

  useEffect(() => {
    if (justRead.current) {
      justRead.current = false
      return
    }
    const next = query.trim() === '' ? '' : query
    if (next === fromAddress) return
    const timer = setTimeout(() => {
      agreed.current = next
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next) params.set(blogQueryParam, next)
          else params.delete(blogQueryParam)
          return params
        },
        { replace: true, preventScrollReset: true },
      )
    }, delayMs)
    return () => clearTimeout(timer)
  }, [query, fromAddress, delayMs, setSearchParams])

  return { query, setQuery }
}
