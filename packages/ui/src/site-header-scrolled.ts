import { useEffect, useState } from 'react'

/**
 * Whether the window has scrolled further than `threshold` pixels. Starts `false` (as a
 * prerendered page is at the top) and re-renders only when the answer flips, not on every scroll.
 */
export function useScrolledPast(threshold = 4): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
