import { useNavigate } from 'react-router'
import { BRAND } from '#shared/brand.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useAccount } from '../../../lib/account.ts'
import { toast } from '../../../lib/toast.ts'
import { useMarkWelcomeShown } from '../api/mark-welcome-shown.ts'

/** First visit after buying: the plan and what it includes, then on to the dashboard for good. */
export default function WelcomePage() {
  const account = useAccount()
  const navigate = useNavigate()
  const markShown = useMarkWelcomeShown()
  const proceed = (to: string) =>
    markShown.mutate(undefined, {
      onSuccess: () => navigate(to),
      onError: (error) => void toast.error('Error', { description: error.message }),
    })

  if (account.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    )
  }
  const plan = account.data?.plan
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold">Welcome to {BRAND.name}!</h1>
      <p className="mt-3 text-lg text-muted">Your account is ready. Here is what your plan includes.</p>
      <Card className="mt-8 text-left">
        {plan ? (
          <>
            <h2 className="text-2xl font-semibold">{plan.title} Plan</h2>
            <CheckList items={plan.features} className="mt-4" />
          </>
        ) : (
          <p>No order information available</p>
        )}
      </Card>
      <Card className="mt-8 text-left">
        <h2 className="text-xl font-semibold">Next: tell us about your business</h2>
        <p className="mt-2 text-muted">
          Your brief gives the team your voice, your audience, your logo and photos before the first posts are
          written. It takes about ten minutes and is saved as you type.
        </p>
        <Button className="mt-4" onClick={() => proceed(paths.dashboardBrief)} disabled={markShown.isPending}>
          Start your brief
        </Button>
      </Card>
      <Button
        className="mt-8"
        size="lg"
        variant="secondary"
        onClick={() => proceed(paths.dashboard)}
        disabled={markShown.isPending}
      >
        Continue to My Dashboard
      </Button>
    </section>
  )
}
