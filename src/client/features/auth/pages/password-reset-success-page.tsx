import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { AuthCard } from '../components/auth-card.tsx'

export default function PasswordResetSuccessPage() {
  return (
    <>
      <PageHead
        title="Password Reset Successful"
        description="Your password has been changed. Sign in with your new password."
        path={paths.passwordResetSuccess}
      />
      <AuthCard
        title="Password Reset Successful"
        description="Your password has been changed and you have been signed out. Sign in with your new password."
      >
        <CircleCheck className="mx-auto mb-6 size-12 text-success" aria-hidden="true" />
        <Button asChild className="w-full">
          <Link to={paths.auth}>Sign In</Link>
        </Button>
      </AuthCard>
    </>
  )
}
