import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import { type PagerVariant, pageItems } from './page-items.ts'

type PaginationProps = {
  /** 1-based. */
  page: number
  pageCount: number
  onPageChange(page: number): void
  /** Names the navigation landmark for screen readers ('Message pages', say). */
  label?: string
} & (
  | { variant: 'ends'; maxPages?: never }
  | {
      variant: 'numbered'
      /** The most page numbers shown at once (the customers pager: ADMIN.customersPagerMaxPages). */
      maxPages: number
    }
)

const button =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-control border border-line bg-white px-3 text-sm font-medium disabled:opacity-40'

/**
 * Previous, page numbers and Next, in a labelled navigation landmark; the current page is marked with
 * aria-current. Variant 'ends' shows the first, the last and the current page ± 1 with ellipses
 * between (messages); 'numbered' shows at most `maxPages` numbers around the current page (customers).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  ...variant
}: PaginationProps) {
  const navRef = useRef<HTMLElement>(null)
  const refocus = useRef(false)

  // Previous or Next, pressed to reach the first or last page, turns disabled and drops the keyboard
  // focus; it moves to the current page's button instead (without scrolling the page there).
  useEffect(() => {
    if (!refocus.current || page < 1) return
    refocus.current = false
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus({ preventScroll: true })
  }, [page])

  if (pageCount <= 1) return null
  const pagerVariant: PagerVariant =
    variant.variant === 'ends' ? { kind: 'ends' } : { kind: 'numbered', maxPages: variant.maxPages }
  const step = (next: number) => {
    refocus.current = next <= 1 || next >= pageCount
    onPageChange(next)
  }

  return (
    <nav ref={navRef} aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button type="button" className={button} onClick={() => step(page - 1)} disabled={page <= 1}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
        </li>
        {pageItems(page, pageCount, pagerVariant).map((item, index) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cn(button, item === page && 'border-brand-600 bg-brand-600 text-white')}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={button}
            onClick={() => step(page + 1)}
            disabled={page >= pageCount}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
