import { type Action, hrefOf } from '@org/content'
import {
  type ButtonProps,
  buttonVariants,
  cn,
  ExternalLink,
  type ExternalLinkProps,
  linkClassName,
} from '@org/ui'
import type { MouseEventHandler, ReactNode } from 'react'
import { RouterLink } from '../shell/router-link'
import { useVoiceChat } from '../voice/voice-chat-context'

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  /** What the control does, from `@org/content`. */
  action: Action
  children: ReactNode
  /** `link` (the default) is underlined text; the others take `@org/ui`'s button looks. */
  variant?: ExternalLinkProps['variant']
  size?: ButtonProps['size']
  className?: string
  onClick?: MouseEventHandler
}

/**
 * Renders any content `Action` as the control it needs: an in-app link for routes, a new tab with
 * `rel="noopener noreferrer"` for external targets, a plain link for phone and mail, and a
 * button that opens the voice chat (its code is fetched on hover or focus) for `voice-chat`.
 *
 * @example <ActionLink action={hero.talkToAgent.action} variant="primary">Talk To Agent</ActionLink>
 */
export function ActionLink({
  action,
  children,
  variant = 'link',
  size,
  className,
  onClick,
}: ActionLinkProps) {
  const look = cn(variant === 'link' ? linkClassName : buttonVariants({ variant, size }), className)
  switch (action.type) {
    case 'voice-chat':
      return (
        <VoiceChatButton className={look} onClick={onClick}>
          {children}
        </VoiceChatButton>
      )
    case 'route':
      return (
        <RouterLink href={action.path} className={look} onClick={onClick}>
          {children}
        </RouterLink>
      )
    case 'external':
      return (
        <ExternalLink
          href={hrefOf(action) ?? ''}
          variant={variant}
          size={size}
          className={className}
          onClick={onClick}
        >
          {children}
        </ExternalLink>
      )
    case 'tel':
    case 'mailto':
      return (
        <a href={hrefOf(action)} className={look} onClick={onClick}>
          {children}
        </a>
      )
  }
}

/** {@link ActionLink} that looks like a button (primary unless told otherwise). */
export function ActionButton({ variant = 'primary', ...props }: ActionLinkProps) {
  return <ActionLink variant={variant} {...props} />
}

function VoiceChatButton({
  children,
  className,
  onClick,
}: Pick<ActionLinkProps, 'children' | 'className' | 'onClick'>) {
  const { openVoiceChat, prefetchVoiceChat } = useVoiceChat()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={prefetchVoiceChat}
      onFocus={prefetchVoiceChat}
      onClick={(event) => {
        onClick?.(event)
        openVoiceChat()
      }}
    >
      {children}
    </button>
  )
}
