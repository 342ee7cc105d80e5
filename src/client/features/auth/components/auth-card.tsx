import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
}

/** The one card the auth pages show, centred, with the view's heading. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {description ? <div className="mt-2 text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  )
}

/** A text button that switches views (forgot password, back to sign in, create account). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
    >
      {children}
    </button>
  )
}

export const BUSY_LABEL = 'Processing...'
