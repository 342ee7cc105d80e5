import { useEffect, useRef, useState } from 'react'
import { Button, type ButtonProps } from '../../../components/ui/button.tsx'

interface ConfirmInlineProps {
  /** The button that asks first. */
  label: string
  question: string
  confirmLabel: string
  variant?: ButtonProps['variant']
  busy: boolean
  onConfirm(): void
}

/** An action that asks in place before it runs (inside a dialog, where a second dialog would stack). */
export function ConfirmInline({
  label,
  question,
  confirmLabel,
  variant = 'secondary',
  busy,
  onConfirm,
}: ConfirmInlineProps) {
  const [asking, setAsking] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  // The button that asked is gone: the keyboard goes on from the answer.
  useEffect(() => {
    if (asking) confirmRef.current?.focus()
  }, [asking])
  if (!asking) {
    return (
      <Button size="sm" variant={variant} onClick={() => setAsking(true)}>
        {label}
      </Button>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{question}</span>
      <Button
        size="sm"
        ref={confirmRef}
        variant={variant === 'danger' ? 'danger' : 'primary'}
        disabled={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  )
}
