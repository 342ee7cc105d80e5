import { paths } from '#shared/paths.ts'
import { cn } from '../../lib/cn.ts'
import { Link } from '../../lib/navigation.tsx'

// Plain elements: the navigation is on every page, so it stays out of the design system to keep the
// first load small.
export const navAction =
  'inline-flex h-9 items-center justify-center rounded-control px-3 text-sm font-semibold'
export const navPrimary = `${navAction} bg-brand-600 text-white hover:bg-brand-700`
const navSecondary = `${navAction} border border-line bg-white text-ink hover:bg-canvas`

export interface NavActionsProps {
  /** Closes the phone menu after a choice. */
  onNavigate(): void
}

/** What a visitor who is not signed in is offered (and what every page shows until the session is known). */
export function SignedOutActions({ onNavigate }: NavActionsProps) {
  return (
    <>
      <Link to={paths.pricing} className={cn(navPrimary, 'md:ml-2')} onClick={onNavigate}>
        Get Started
      </Link>
      <Link to={paths.auth} className={navSecondary} onClick={onNavigate}>
        Sign In
      </Link>
    </>
  )
}
