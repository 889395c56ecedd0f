import { Button, Field, Input, Textarea } from '@org/ui'
import { LoaderCircleIcon, SendIcon, TriangleAlertIcon } from 'lucide-react'
import { RichText } from '../shell/rich-text'
import { voiceChatConfig } from '../voice/voice-config'
import { contactFieldId, honeypotId, honeypotName } from './contact-fields'
import { ContactSuccess } from './contact-success'
import { ErrorSummary } from './error-summary'
import type { SignerConfig } from './send-contact'
import { type ContactContent, useContactForm } from './use-contact-form'

/** The signer the site's build points at (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`). */
const siteSigner: SignerConfig = {
  supabaseUrl: voiceChatConfig.supabaseUrl,
  supabaseAnonKey: voiceChatConfig.supabaseAnonKey,
}

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  content: ContactContent
  /** The signer to send to; the site's own by default. */
  signer?: SignerConfig
  /** The id of the heading that names the form. */
  labelledBy?: string
}

/**
 * The home page's contact form: name, email, optional phone and company, a message, and a
 * honeypot. Its markup is part of the prerendered page; the validator and the sender load with
 * the form's own chunks. Without JavaScript the form goes nowhere (`method="dialog"` outside a
 * dialog does nothing), so nothing is posted to a page that cannot take it.
 */
export function ContactForm({ content, signer = siteSigner, labelledBy }: ContactFormProps) {
  const form = useContactForm(content, signer)
  const { fields } = content

  if (form.status === 'sent') {
    return (
      <ContactSuccess
        ref={form.successRef}
        heading={content.successHeading}
        text={content.success}
        sendAnother={content.sendAnother}
        onSendAnother={form.sendAnother}
      />
    )
  }

  const sending = form.status === 'sending'
  return (
    <form
      ref={form.formRef}
      method="dialog"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      className="flex flex-col gap-5"
      {...form.handlers}
    >
      {form.summaryErrors ? (
        <ErrorSummary title={content.errorSummary} errors={form.summaryErrors} />
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={fields.name} id={contactFieldId('name')} error={form.errors.name} required>
          <Input name="name" type="text" autoComplete="name" />
        </Field>
        <Field label={fields.email} id={contactFieldId('email')} error={form.errors.email} required>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={fields.phone} id={contactFieldId('phone')} error={form.errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field label={fields.company} id={contactFieldId('company')} error={form.errors.company}>
          <Input name="company" type="text" autoComplete="organization" />
        </Field>
      </div>
      <Field
        label={fields.message}
        id={contactFieldId('message')}
        error={form.errors.message}
        help={content.messageHelp}
        required
      >
        <Textarea name="message" rows={6} />
      </Field>
      {/*
        People never see or reach this field; bots that fill every input do. Off-screen rather than
        display:none (which bots skip), out of the tab order and the accessibility tree, and marked
        for 1Password, LastPass and Bitwarden to leave alone. A filled one is still stored, as spam.
      */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>{content.honeypot}</label>
        <input
          id={honeypotId}
          name={honeypotName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </div>
      <p role="status" className="sr-only">
        {sending ? content.sending : ''}
      </p>
      <div>
        {/* Always present, so screen readers announce a failure as soon as it appears. */}
        <div role="alert">
          {form.failure ? (
            <p className="mb-5 flex items-start gap-2 rounded-control border border-destructive bg-destructive-soft p-4 text-destructive-hover">
              <TriangleAlertIcon
                aria-hidden="true"
                className="mt-1 size-5 shrink-0"
                strokeWidth={2}
              />
              <span className="font-semibold">{form.failure}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-ink-muted md:max-w-xs">
            <RichText text={content.privacy} />
          </p>
          <noscript>
            <p className="text-sm font-semibold text-ink">{content.noScript}</p>
          </noscript>
          <Button
            type="submit"
            size="lg"
            aria-disabled={sending || undefined}
            className="w-full md:w-auto aria-disabled:cursor-progress"
          >
            {sending ? (
              <LoaderCircleIcon
                aria-hidden="true"
                className="size-5 animate-spin motion-reduce:animate-none"
              />
            ) : (
              <SendIcon aria-hidden="true" className="size-5" strokeWidth={2} />
            )}
            {sending ? content.sending : content.submit}
          </Button>
        </div>
      </div>
    </form>
  )
}
