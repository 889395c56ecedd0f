import { Card } from '@org/ui'
import type { ReactNode } from 'react'

/** The raised white panel the offer pages set lists, steps and timelines on. */
export function Panel({ children }: { children: ReactNode }) {
  return <Card className="block border border-border md:p-10">{children}</Card>
}
