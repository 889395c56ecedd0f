import { Button, cn, Input } from '@org/ui'
import { type FormEvent, type Ref, useId, useState } from 'react'
import { SendIcon } from './icons'

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** Sends the text; returns false when it could not, and the field keeps what was typed. */
  onSend: (text: string) => boolean
  /** The text field, to move focus into it. */
  inputRef?: Ref<HTMLInputElement>
  className?: string
}

/**
 * The panel's "type instead of talk" field: one line and a Send button. Enter sends; a blank
 * message is not sent, and the text stays in the field unless it was sent.
 */
export function MessageComposer({ onSend, inputRef, className }: MessageComposerProps) {
  const [text, setText] = useState('')
  const id = useId()
  const blank = text.trim() === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!blank && onSend(text)) setText('')
  }

  return (
    <form onSubmit={submit} className={cn('flex items-stretch gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Message to the assistant
      </label>
      <Input
        ref={inputRef}
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type a message"
        autoComplete="off"
        enterKeyHint="send"
        className="min-w-0 flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={blank || undefined}
        className={cn('shrink-0 px-4', blank && 'cursor-not-allowed opacity-60')}
      >
        <SendIcon aria-hidden="true" className="size-5" />
        Send
      </Button>
    </form>
  )
}
