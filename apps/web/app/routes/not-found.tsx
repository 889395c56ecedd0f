import { notFoundPage, pageTitle } from '@org/content'
import { Container } from '@org/ui'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { ActionLink } from '../actions/action-link'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFoundPage.heading) },
  { name: 'robots', content: 'noindex' },
]

/** Any path the site does not route: 404, the spec's words and a way home. */
export default function NotFound() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The spec keeps unknown paths out of the page; the console is the only record.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-4xl font-bold">{notFoundPage.code}</h1>
      <p className="text-lg text-ink-muted">{notFoundPage.heading}</p>
      <ActionLink action={notFoundPage.home.action}>{notFoundPage.home.label}</ActionLink>
    </Container>
  )
}
