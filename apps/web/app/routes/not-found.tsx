import { pageTitle } from '@org/content'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Page not found') },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The spec keeps unknown paths out of the page; the console is the only record.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-ink-muted">Oops! Page not found</p>
      <Link
        to="/"
        className="font-semibold text-primary underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        Return to Home
      </Link>
    </main>
  )
}
