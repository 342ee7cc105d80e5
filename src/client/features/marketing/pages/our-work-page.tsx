import { useEffect, useRef, useState } from 'react'
import { type Design, designs, OUR_WORK_STATS } from '#shared/catalogue/designs.ts'
import { designPageCount, shuffleDesigns } from '#shared/catalogue/our-work.ts'
import { paths } from '#shared/paths.ts'
import { designGridHtml, PUBLISHED_DESIGNS_ELEMENT_ID } from '#shared/portfolio/design-cards.ts'
import type { DesignCard, PublishedDesigns } from '#shared/schemas/portfolio.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Link } from '../../../lib/navigation.tsx'

const statsSummary = OUR_WORK_STATS.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(', ')

/** The generated sample cards, shown only while the team has published no design. */
const exampleCard = (design: Design): DesignCard => ({ ...design, width: 600, height: 600 })

interface Shown {
  cards: DesignCard[]
  examples: boolean
}

/** The published designs the server wrote into the page it sent (decision 0041); none elsewhere. */
function publishedInPage(): DesignCard[] | undefined {
  if (typeof document === 'undefined') return undefined
  const element = document.getElementById(PUBLISHED_DESIGNS_ELEMENT_ID)
  if (!element?.textContent) return undefined
  // Written by this site's server from the shared schema; the page stays free of the schema library.
  const { designs: published } = JSON.parse(element.textContent) as PublishedDesigns
  return published.length > 0 ? published : undefined
}

/** The examples' order of the prerendered page being hydrated, read from its cards; none elsewhere. */
function prerenderedOrder(): Design[] | undefined {
  if (typeof document === 'undefined') return undefined
  if (!document.getElementById('root')?.dataset.prerendered) return undefined
  const ids = [...document.querySelectorAll<HTMLElement>('[data-design]')].map((card) => card.dataset.design)
  const found = ids.map((id) => designs.find((design) => design.id === id))
  return found.length === designs.length && found.every(Boolean) ? (found as Design[]) : undefined
}

/**
 * What the page shows first: the published designs the served page carries, else the examples in the
 * prerendered order; at build time the examples shuffled. Reached from the application (no served
 * page), nothing until the published designs are fetched.
 */
function firstShown(): Shown | undefined {
  const published = publishedInPage()
  if (published) return { cards: published, examples: false }
  const order = prerenderedOrder()
  if (order) return { cards: order.map(exampleCard), examples: true }
  if (typeof document === 'undefined')
    return { cards: shuffleDesigns(designs).map(exampleCard), examples: true }
  return undefined
}

/** Reached from the application: the published designs, or the shuffled examples when there are none. */
function useFetchedWhenMissing(shown: Shown | undefined, setShown: (shown: Shown) => void) {
  useEffect(() => {
    if (shown) return
    const examples = () => setShown({ cards: shuffleDesigns(designs).map(exampleCard), examples: true })
    // Loaded only here: a served page never needs the API client.
    import('../api/get-published-designs.ts')
      .then(({ getPublishedDesigns }) => getPublishedDesigns())
      .then(({ designs: published }) => {
        if (published.length > 0) setShown({ cards: published, examples: false })
        else examples()
      })
      .catch(examples)
  }, [shown, setShown])
}

export default function OurWorkPage() {
  // The served page holds the published designs, or one of several prerendered orders of the examples
  // (decision 0021; how many: shared/page-variants.ts), which the page keeps.
  const [shown, setShown] = useState(firstShown)
  useFetchedWhenMissing(shown, setShown)
  const [page, setPage] = useState(1)
  // Pagination depends on the designs the server wrote in: it is drawn once the page has hydrated.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const gridRef = useRef<HTMLDivElement>(null)
  const pageCount = designPageCount(shown?.cards.length ?? 0)

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
        {/* The cards are HTML text from the one renderer the server also uses (decision 0041). */}
        <div
          ref={gridRef}
          className="scroll-mt-20"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: designGridHtml escapes every text it writes.
          dangerouslySetInnerHTML={{
            __html: shown ? designGridHtml({ designs: shown.cards, examples: shown.examples, page }) : '',
          }}
        />
        <div className="js-only mt-10">
          {/* Spec: previous/next and numbered page buttons, every one of them. */}
          {hydrated && shown ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={changePage}
              label="Design pages"
              variant="numbered"
              maxPages={pageCount}
            />
          ) : null}
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
