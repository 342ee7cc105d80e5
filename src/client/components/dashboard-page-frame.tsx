import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { cn } from '../lib/cn.ts'
import { PageHead } from './page-head.tsx'

interface PageFrameProps {
  title: string
  description: string
  path: string
  /** Buttons beside the heading. */
  actions?: ReactNode
  /** For pages with a calendar or previews side by side. */
  wide?: boolean
  children: ReactNode
}

/** A dashboard page: its head, the way back to the dashboard, the heading and the content. */
export function PageFrame({ title, description, path, actions, wide = false, children }: PageFrameProps) {
  return (
    <section className={cn('mx-auto flex flex-col gap-6 px-4 py-10', wide ? 'max-w-5xl' : 'max-w-4xl')}>
      <PageHead title={title} description={description} path={path} />
      <Link to={paths.dashboard} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  )
}
