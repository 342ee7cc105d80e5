import { ImageIcon } from 'lucide-react'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Link } from '../../../lib/navigation.tsx'
import { useDesigns } from '../api/list-designs.ts'
import { AddDesignForm } from '../components/add-design-form.tsx'
import { DesignRow } from '../components/design-row.tsx'

/** /admin/our-work: the designs the team shows on the public Our work page, in its order. */
export default function TeamPortfolioPage() {
  const designs = useDesigns()
  const list = designs.data?.designs ?? []
  return (
    <section className="flex flex-col gap-6">
      <PageHead
        title="Our Work"
        description="The designs shown on the Our work page."
        path={paths.adminOurWork}
      />
      <div>
        <h2 className="text-2xl font-bold">Our Work</h2>
        <p className="mt-1 text-muted">
          Published designs appear on the public{' '}
          <Link to={paths.ourWork} className="font-medium text-brand-700 underline">
            Our work
          </Link>{' '}
          page in this order. While none is published, the page shows sample designs marked as examples.
        </p>
      </div>
      <Card>
        <h3 className="mb-4 text-lg font-semibold">Add a design</h3>
        <AddDesignForm />
      </Card>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Designs</h3>
        {designs.isPending ? <Spinner /> : null}
        {designs.isError ? (
          <p className="text-danger">We could not load the designs. Please refresh the page.</p>
        ) : null}
        {designs.isSuccess && list.length === 0 ? (
          <EmptyState title="No designs yet" icon={<ImageIcon className="size-8" aria-hidden="true" />}>
            Add the first one above.
          </EmptyState>
        ) : null}
        {list.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {list.map((design, index) => (
              <DesignRow
                key={design.id}
                design={design}
                first={index === 0}
                last={index === list.length - 1}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
