import { cn } from '@org/ui'
import { isMicrophoneErrorText } from './messages'

/** A phone number as shown and as dialled. */
export interface ContactPhone {
  /** As people write it, e.g. `0491 570 156`. */
  display: string
  /** The `tel:` link, e.g. `tel:+61491570156`. */
  href: string
}

/** Props of {@link VoiceNextStep}. */
export interface VoiceNextStepProps {
  /** The catalogue message the panel shows. */
  error: string
  /** A number to call instead, when the business has one. */
  phone?: ContactPhone
  className?: string
}

/** Errors only the site's owner can fix: trying again will not help the visitor. */
const needsOwner = (error: string) => error.includes('Please contact support.')

/**
 * What the visitor can do after an error, in plain words, below the catalogue message: try again,
 * type instead (the panel's button) or call the number. Nothing for a microphone problem, whose
 * message already says what to do and whose way forward is the "Type instead" button.
 */
export function VoiceNextStep({ error, phone, className }: VoiceNextStepProps) {
  if (isMicrophoneErrorText(error)) return null
  const call = phone ? (
    <>
      call us on{' '}
      <a
        href={phone.href}
        className="font-semibold whitespace-nowrap text-primary underline underline-offset-2 hover:text-primary-hover"
      >
        {phone.display}
      </a>
    </>
  ) : null
  const step = needsOwner(error) ? (
    call ? (
      <>You can {call} instead.</>
    ) : null
  ) : call ? (
    <>Press Start to try again, or {call}.</>
  ) : (
    <>Press Start to try again.</>
  )
  if (!step) return null
  return (
    <p data-next-step="" className={cn('px-1 text-sm text-ink-muted', className)}>
      {step}
    </p>
  )
}
