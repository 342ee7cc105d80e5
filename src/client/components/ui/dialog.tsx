import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { cn } from '../../lib/cn.ts'

interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** Room for long content (a chat transcript, say). */
  wide?: boolean
}

/**
 * A modal dialog with a focus trap, Escape to close and a labelled title (Radix Dialog). Closing it
 * returns the keyboard focus to what had it before (Radix would return it only to a Dialog.Trigger).
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, wide }: DialogProps) {
  const focusedBefore = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            focusedBefore.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            const element = focusedBefore.current
            if (!element?.isConnected) return
            event.preventDefault()
            element.focus()
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl',
            wide ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <DialogPrimitive.Title className="pr-8 text-xl font-semibold text-ink">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-muted">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded p-1 text-muted hover:bg-canvas"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
