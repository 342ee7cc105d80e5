import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../lib/navigation.tsx'

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageHead
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        path={paths.home}
        noindex
      />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  )
}
