import { type RefObject, useId } from 'react'
import { useForm } from 'react-hook-form'
import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { Button } from '../../../components/ui/button.tsx'

interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>
  waiting: boolean
  /** Resolves true once the message is on its way (the box then empties). */
  onSend(message: string): Promise<boolean>
}

/** The message box: Enter sends, Shift+Enter starts a new line; Send is off while empty or waiting. */
export function ChatComposer({ inputRef, waiting, onSend }: ChatComposerProps) {
  const id = useId()
  const form = useForm({ defaultValues: { message: '' } })
  const empty = form.watch('message').trim() === ''
  const { ref, ...field } = form.register('message')
  const submit = form.handleSubmit(({ message }) => {
    if (waiting || message.trim() === '') return
    form.reset()
    void onSend(message)
  })

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
      <label htmlFor={id} className="sr-only">
        Your message
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={CHATBOT.messageMaxChars}
        placeholder="Type your question…"
        className="min-w-0 flex-1 resize-none rounded-control border border-line px-3 py-2 text-base text-ink placeholder:text-muted"
        {...field}
        ref={(element) => {
          ref(element)
          inputRef.current = element
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          void submit()
        }}
      />
      <Button type="submit" disabled={waiting || empty}>
        Send
      </Button>
    </form>
  )
}
