import { notFoundPage } from '@org/content'
import { Container, KookaburraMark } from '@org/ui'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { ActionButton } from '../actions/action-link'

/** Any path the site does not route: 404, the words of docs/messages.md#not-found and a way home. */
export default function NotFound() {
  const { pathname } = useLocation()

  useEffect(() => {
    // docs/routes.md#not-found keeps unknown paths out of the page; the console is the only record.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="relative isolate overflow-hidden bg-[radial-gradient(60rem_28rem_at_50%_0%,var(--color-primary-soft),transparent)]">
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center gap-5 py-20 text-center">
        <KookaburraMark className="size-16 drop-shadow-sm" />
        <h1 className="text-display font-extrabold text-primary tabular-nums">
          {notFoundPage.code}
        </h1>
        <p className="text-2xl font-semibold text-ink">{notFoundPage.heading}</p>
        <ActionButton action={notFoundPage.home.action} size="lg" className="mt-3">
          {notFoundPage.home.label}
        </ActionButton>
      </Container>
    </section>
  )
}
