import { useRef, useState } from 'react'
import { type Design, designs, OUR_WORK_PAGE_SIZE, OUR_WORK_STATS } from '#shared/catalogue/designs.ts'
import { designPageCount, shuffleDesigns } from '#shared/catalogue/our-work.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../lib/navigation.tsx'

const pageCount = designPageCount(designs.length)
const statsSummary = OUR_WORK_STATS.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(', ')

/** The order of the prerendered page being hydrated, read from its cards; none elsewhere. */
function prerenderedOrder(): Design[] | undefined {
  if (typeof document === 'undefined') return undefined
  const ids = [...document.querySelectorAll<HTMLElement>('[data-design]')].map((card) => card.dataset.design)
  const found = ids.map((id) => designs.find((design) => design.id === id))
  return found.length === designs.length && found.every(Boolean) ? (found as Design[]) : undefined
}

export default function OurWorkPage() {
  // A new order on every visit: the server sends one of several prerendered orders (decision 0021;
  // how many: shared/page-variants.ts), which the page keeps; rendered in the browser (reached from
  // the application), it shuffles itself.
  const [ordered] = useState(() => prerenderedOrder() ?? shuffleDesigns(designs))
  const [page, setPage] = useState(1)
  const gridRef = useRef<HTMLHeadingElement>(null)

  function changePage(next: number) {
    setPage(Math.min(Math.max(1, next), pageCount))
    gridRef.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <>
      <PageHead
        title="Our work"
        description={`Sample social media designs for UK cafés, salons, trades, shops, gyms and more. ${statsSummary}.`}
        path={paths.ourWork}
      />
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">Our work</h1>
          <p className="mt-4 text-lg text-muted">
            A selection of posts we have designed for independent businesses across the UK. Every one is made
            for a real kind of business, in its own colours and voice.
          </p>
        </div>
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-4 text-center">
          {OUR_WORK_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-card border border-line bg-white p-4">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <h2 ref={gridRef} className="mt-14 scroll-mt-20 text-2xl font-bold">
          Sample designs
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map((design, index) => {
            const onPage = Math.floor(index / OUR_WORK_PAGE_SIZE) + 1 === page
            return (
              <li
                key={design.id}
                data-design={design.id}
                // Without JavaScript every design shows (see the prerender's noscript style).
                className={cn(!onPage && 'no-js-show')}
                hidden={!onPage}
              >
                <article className="h-full overflow-hidden rounded-card border border-line bg-white shadow-sm">
                  <img
                    src={design.image}
                    alt={`${design.title}: ${design.description}`}
                    width={600}
                    height={600}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    // The page's scripts wait for this image's paint (src/shared/page-boot.ts).
                    {...(index === 0 ? { elementtiming: 'hero' } : {})}
                    decoding="async"
                    className="aspect-square w-full bg-canvas object-cover"
                  />
                  <div className="min-h-44 p-5">
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {design.category}
                    </p>
                    <h3 className="mt-1 text-lg font-semibold">{design.title}</h3>
                    <p className="mt-2 text-sm text-muted">{design.description}</p>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
        <div className="js-only mt-10">
          {/* Spec: previous/next and numbered page buttons, every one of them. */}
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={changePage}
            label="Design pages"
            variant="numbered"
            maxPages={pageCount}
          />
        </div>
        <div className="mt-16 rounded-card bg-brand-800 p-8 text-center text-white sm:p-12">
          <h2 className="text-3xl font-bold">Want posts like these for your business?</h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={paths.pricing}
              className="inline-flex h-11 items-center justify-center rounded-control bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              See plans and pricing
            </Link>
            <Link
              to={paths.contact}
              className="inline-flex h-11 items-center justify-center rounded-control border border-white px-5 font-semibold text-white hover:bg-brand-700"
            >
              Contact us
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}
