import * as LabelPrimitive from '@radix-ui/react-label'
import { CircleAlertIcon } from 'lucide-react'
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react'
import { cn } from './cn'

/** What a {@link Field} tells the control inside it. */
interface FieldContextValue {
  id: string
  describedBy: string | undefined
  invalid: boolean
  required: boolean
}

const FieldContext = /* @__PURE__ */ createContext<FieldContextValue | null>(null)

/** Ids of a field's parts, derived from the control's id so they are stable and unique. */
export function fieldIds(id: string) {
  return { help: `${id}-help`, error: `${id}-error` }
}

/**
 * The `aria-describedby` of a control: its error first (read first), then its help text; only
 * the parts that exist. `undefined` when there are none, so no empty attribute is written.
 */
export function describedBy(
  id: string,
  parts: { help: boolean; error: boolean },
): string | undefined {
  const ids = fieldIds(id)
  const list = [parts.error ? ids.error : null, parts.help ? ids.help : null].filter(Boolean)
  return list.length > 0 ? list.join(' ') : undefined
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode
  /** The control: an {@link Input} or {@link Textarea}, which picks up the wiring below. */
  children: ReactNode
  /** A hint under the control, e.g. "We reply within one business day." */
  help?: ReactNode
  /** The error to show; when set the control is marked `aria-invalid`. */
  error?: ReactNode
  /** Marks the control required and adds "(required)" to the label. */
  required?: boolean
  /** The control's id; generated when left out. */
  id?: string
  /** Extra classes for the wrapper. */
  className?: string
}

/**
 * A labelled form field. It wires the label to the control, and the help and error text to the
 * control's `aria-describedby`, sets `aria-invalid` while there is an error, and shows the error
 * in words with an icon, never by colour alone. The user's input is left untouched.
 *
 * @example
 * <Field label="Email" required error={errors.email} help="We never share it.">
 *   <Input type="email" name="email" autoComplete="email" />
 * </Field>
 */
export function Field({
  label,
  children,
  help,
  error,
  required = false,
  id,
  className,
}: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const ids = fieldIds(controlId)
  const context: FieldContextValue = {
    id: controlId,
    describedBy: describedBy(controlId, {
      help: help != null,
      error: error != null && error !== false,
    }),
    invalid: error != null && error !== false,
    required,
  }
  return (
    <div className={cn('group/field flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="font-normal text-ink-muted">(required)</span>
          </>
        ) : null}
      </Label>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {context.invalid ? (
        <p
          id={ids.error}
          className="flex items-start gap-1.5 text-sm font-semibold text-destructive"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
          {error}
        </p>
      ) : null}
      {help != null ? (
        <p id={ids.help} className="text-sm text-ink-muted">
          {help}
        </p>
      ) : null}
    </div>
  )
}

/** A form label; clicking it focuses its control. Inside a {@link Field} it greys with a disabled control. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'font-semibold text-ink',
        'group-has-[:disabled]/field:cursor-not-allowed group-has-[:disabled]/field:text-ink-muted',
        className,
      )}
      {...props}
    />
  )
}

/**
 * What is typed reads as an answer (ink, medium weight); a placeholder reads as a suggestion
 * (lighter, regular weight, still AA). A disabled control greys its text, dashes its border and
 * shows the not-allowed cursor, so it is not mistaken for an empty field.
 */
export const controlClassName = [
  'w-full rounded-control border border-border-strong bg-surface-raised px-4 py-2.5 text-base font-medium text-ink',
  'shadow-[inset_0_1px_2px_rgb(22_32_43/0.06)] transition-colors duration-(--duration-fast) motion-reduce:transition-none',
  'placeholder:font-normal placeholder:text-ink-subtle',
  'hover:border-ink-muted',
  'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
  'aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive',
  'disabled:cursor-not-allowed disabled:border-dashed disabled:border-border-strong disabled:bg-muted',
  'disabled:text-ink-muted disabled:shadow-none',
].join(' ')

/** Merges the surrounding {@link Field}'s wiring into a control's props; the control's own win. */
function useFieldProps<P extends { id?: string; 'aria-describedby'?: string; required?: boolean }>(
  props: P,
) {
  const field = useContext(FieldContext)
  if (!field) return props
  const extra = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ')
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? field.required,
    'aria-describedby': extra || undefined,
    'aria-invalid': field.invalid || undefined,
  }
}

/** A single-line text input, 44 px tall. Inside a {@link Field} it is labelled and described. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClassName, 'min-h-11', className)} {...useFieldProps(props)} />
}

/** A multi-line text input. Inside a {@link Field} it is labelled and described. */
export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, 'resize-y', className)}
      {...useFieldProps(props)}
    />
  )
}
