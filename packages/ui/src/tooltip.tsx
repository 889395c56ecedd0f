import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactElement, ReactNode } from 'react'
import { cn } from './cn'
import { usePortalContainer } from './portal-container'

/** How long the pointer rests on a trigger before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 700
/** Within this time of one tooltip closing, the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  children: ReactNode
}

/**
 * Shares the tooltip timing (700 ms delay, 300 ms skip delay) across the app. Mount once near the
 * root; every {@link Tooltip} needs one above it.
 */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  )
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint. Keep it short; it must not hold anything the user needs to act on. */
  content: ReactNode
  /** The one focusable element the hint describes (a button or link). */
  children: ReactElement
  /** Which side of the trigger it shows on. */
  side?: 'top' | 'right' | 'bottom' | 'left'
}

/**
 * A short hint that shows on hover (after the provider's delay) and at once on keyboard focus,
 * and hides on Esc. Screen readers read it as the trigger's description.
 *
 * @example
 * <Tooltip content="Monday-Friday 10-4pm AEST"><PhoneLink ... /></Tooltip>
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={usePortalContainer()}>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 max-w-xs rounded-control bg-ink px-3 py-1.5 text-sm text-surface shadow-raised',
            'motion-safe:animate-fade-in',
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
