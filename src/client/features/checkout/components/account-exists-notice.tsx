import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'

/**
 * Step 5's answer when the e-mail belongs to an account whose owner must sign in first. Signing in comes
 * back to the checkout, whose choices are kept in this tab, so the visitor continues at step 5.
 */
export function AccountExistsNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-control border border-line bg-brand-50 p-4"
    >
      <p className="flex-1 text-sm font-medium">{message}</p>
      <Button asChild size="sm">
        <Link to={paths.auth} state={{ from: paths.checkout }}>
          Sign In
        </Link>
      </Button>
    </div>
  )
}
