import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { pageItems } from './page-items.ts'

interface PaginationProps {
  page: number
  pageCount: number
  onPageChange(page: number): void
  label?: string
}

/** Previous, numbered pages (with ellipses when there are many) and next. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null
  const navButton =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-control border border-line bg-white px-3 text-sm font-medium disabled:opacity-40'
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={navButton} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span>Previous</span>
      </button>
      {pageItems(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
          <span key={`ellipsis-${index}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cn(navButton, item === page && 'border-brand-600 bg-brand-600 text-white')}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={navButton}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
      >
        <span>Next</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  )
}
