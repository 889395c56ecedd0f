import type { HomeLazy } from '@org/content'
import {
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { afterPress, trackPresses } from './after-press'
import {
  type ContactAttempt,
  clearDraft,
  readDraft,
  saveDraft,
  sessionDraftStorage,
} from './contact-draft'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  contactFieldId,
  contactFieldNames,
  firstInvalidField,
  honeypotName,
  isContactField,
  readContactValues,
} from './contact-fields'
import { attemptFor } from './idempotency'
import { loadContactTools } from './load-contact-tools'
import type { SendOutcome, SignerConfig } from './send-contact'

/** The contact section's texts, from `@org/content`. */
export type ContactContent = HomeLazy['contact']

/** Where the form is: filling it in, waiting for the signer, or done. */
export type ContactStatus = 'editing' | 'sending' | 'sent'

/** Focuses a field's control and brings it into view. */
export function focusField(field: ContactFieldName): void {
  const control = document.getElementById(contactFieldId(field))
  control?.focus({ preventScroll: true })
  control?.scrollIntoView({ block: 'center' })
}

/** The text control an event came from, if it came from one. */
function formControl(target: EventTarget): HTMLInputElement | HTMLTextAreaElement | undefined {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
    ? target
    : undefined
}

/** The text to show for a send that did not succeed; `undefined` for outcomes shown otherwise. */
function failureText(outcome: SendOutcome, content: ContactContent): string | undefined {
  switch (outcome.kind) {
    case 'unreachable':
      return content.unreachable
    case 'rate-limited':
      return content.rateLimited
    case 'human-check':
      return content.humanCheckFailed
    case 'busy':
      return content.busyToday
    case 'failed':
    case 'key-rejected':
      return content.failure
    default:
      return undefined
  }
}

/**
 * The contact form's behaviour. Fields stay uncontrolled, so text typed before the page hydrates
 * is kept and nothing the visitor typed is ever reset by a render; the hook reads them on submit.
 *
 * - Validation: the shared schema, loaded on first focus. A field is checked when the visitor
 *   leaves it with text in it, and again on every change once it shows an error, so fixing it
 *   clears the message at once. Submitting checks everything, lists the problems in a summary and
 *   focuses the first invalid field.
 * - Sending: one request at a time whatever the clicks; a retry of the same message reuses its
 *   idempotency key, so the signer stores one row.
 * - Draft: every change is saved in sessionStorage with the pending key, and restored after a
 *   reload, until the message is sent.
 */
export function useContactForm(content: ContactContent, signer: SignerConfig) {
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<ContactStatus>('editing')
  const [errors, setErrors] = useState<ContactFieldErrors>({})
  const [summaryShown, setSummaryShown] = useState(false)
  const [failure, setFailure] = useState<string>()
  // Refs, not state: a second click in the same frame must already see the first one.
  const sending = useRef(false)
  const attempt = useRef<ContactAttempt | undefined>(undefined)
  const errorsRef = useRef(errors)
  errorsRef.current = errors

  // The draft as it was when the form mounted, read before anything can overwrite it: text
  // carried over from the prerendered page arrives as input events before the effects run.
  const [savedDraft] = useState(() =>
    typeof window === 'undefined' ? undefined : readDraft(sessionDraftStorage()),
  )
  // Nothing is saved until the saved draft is back in the form, or it would be overwritten.
  const restored = useRef(false)

  const storeDraft = useCallback(() => {
    const form = formRef.current
    if (form && restored.current)
      saveDraft(sessionDraftStorage(), {
        values: readContactValues(form),
        attempt: attempt.current,
      })
  }, [])

  // Once mounted: bring the saved draft back into the fields that are still empty.
  useEffect(() => {
    const form = formRef.current
    if (!form || restored.current) return
    restored.current = true
    if (!savedDraft) return
    for (const field of contactFieldNames) {
      const control = form.elements.namedItem(field)
      const saved = savedDraft.values[field]
      // Text typed before the form's code ran wins over an older draft.
      if (
        saved &&
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value === ''
      ) {
        control.value = saved
      }
    }
    attempt.current = savedDraft.attempt
    storeDraft()
  }, [savedDraft, storeDraft])

  const showErrors = useCallback((found: ContactFieldErrors) => {
    flushSync(() => {
      setErrors(found)
      setSummaryShown(true)
    })
    const first = firstInvalidField(found)
    if (first) focusField(first)
  }, [])

  /** Re-checks one field against the whole form and shows or clears its message. */
  const checkField = useCallback(async (field: ContactFieldName) => {
    const form = formRef.current
    if (!form) return
    const tools = await loadContactTools().catch(() => undefined)
    if (!tools) return // offline: submitting reports it
    const result = tools.validateContact(readContactValues(form))
    const message = result.ok ? undefined : result.errors[field]
    setErrors((current) => {
      if (current[field] === message) return current
      const next = { ...current }
      if (message === undefined) delete next[field]
      else next[field] = message
      return next
    })
  }, [])

  const onFocus = useCallback(() => {
    trackPresses()
    loadContactTools().catch(() => {
      // A prefetch stays quiet; submitting retries and reports the failure.
    })
  }, [])

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const control = formControl(event.target)
      if (!control) return
      const { name, value } = control
      if (isContactField(name) && (value.trim() !== '' || errorsRef.current[name])) {
        afterPress(() => void checkField(name))
      }
    },
    [checkField],
  )

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = formControl(event.target)?.name
      if (name === undefined || name === honeypotName) return
      storeDraft()
      if (isContactField(name) && errorsRef.current[name]) void checkField(name)
    },
    [storeDraft, checkField],
  )

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = formRef.current
      if (sending.current || !form) return
      sending.current = true
      setStatus('sending')
      setFailure(undefined)
      try {
        const values = readContactValues(form)
        const honeypot = new FormData(form).get(honeypotName)
        const tools = await loadContactTools().catch(() => undefined)
        if (!tools) {
          setFailure(content.unreachable)
          return
        }
        const checked = tools.validateContact(values)
        if (!checked.ok) {
          showErrors(checked.errors)
          return
        }
        setErrors({})
        setSummaryShown(false)
        attempt.current = attemptFor(attempt.current, checked.fingerprint)
        saveDraft(sessionDraftStorage(), { values, attempt: attempt.current })
        const body: Record<string, string> =
          typeof honeypot === 'string' && honeypot !== ''
            ? { ...values, [honeypotName]: honeypot }
            : values
        const outcome = await tools.sendContactRequest(signer, body, attempt.current.key)
        if (outcome.kind === 'sent') {
          attempt.current = undefined
          clearDraft(sessionDraftStorage())
          flushSync(() => setStatus('sent'))
          successRef.current?.focus()
          return
        }
        if (outcome.kind === 'invalid') {
          showErrors(outcome.errors)
          return
        }
        if (outcome.kind === 'key-rejected') {
          // The key belongs to other content; the next try starts afresh.
          attempt.current = undefined
          storeDraft()
        }
        setFailure(failureText(outcome, content))
      } finally {
        sending.current = false
        setStatus((current) => (current === 'sending' ? 'editing' : current))
      }
    },
    [content, signer, showErrors, storeDraft],
  )

  const sendAnother = useCallback(() => {
    flushSync(() => {
      setErrors({})
      setSummaryShown(false)
      setFailure(undefined)
      // The success note gives way to a new, empty form.
      setStatus('editing')
    })
    focusField('name')
  }, [])

  const summaryErrors = useMemo(
    () => (summaryShown && firstInvalidField(errors) ? errors : undefined),
    [summaryShown, errors],
  )

  return {
    formRef,
    successRef,
    status,
    errors,
    /** The errors to list in the summary: after a submit, while any remain. */
    summaryErrors,
    failure,
    handlers: { onSubmit, onInput, onBlur, onFocus },
    sendAnother,
  }
}
