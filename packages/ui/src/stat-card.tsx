import type { ReactNode } from 'react'
import { cn } from './cn'

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** The figure, e.g. "100+". */
  value: ReactNode
  /** What it counts, e.g. "businesses automated". */
  label: ReactNode
  /** An optional sentence of context. */
  description?: ReactNode
  /** `card` sits on its own; `plain` sits in a strip such as a {@link Marquee}. */
  tone?: 'card' | 'plain'
  /** Extra classes. */
  className?: string
}

/**
 * One headline figure with its label. The figure is large, but value and label are read together
 * ("100+ businesses automated") because they share one element.
 *
 * @example <StatCard value="100+" label="businesses automated" />
 */
export function StatCard({ value, label, description, tone = 'card', className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1 text-ink',
        tone === 'card' && 'rounded-card bg-surface-raised p-6 shadow-card',
        className,
      )}
    >
      <p className="flex flex-col">
        <span className="text-2xl font-extrabold text-primary">{value}</span>
        <span className="font-semibold">{label}</span>
      </p>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
    </div>
  )
}
