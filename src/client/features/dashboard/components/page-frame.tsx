import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'

interface PageFrameProps {
  title: string
  description: string
  path: string
  /** Buttons beside the heading. */
  actions?: ReactNode
  children: ReactNode
}

/** A dashboard page: its head, the way back to the dashboard, the heading and the content. */
export function PageFrame({ title, description, path, actions, children }: PageFrameProps) {
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
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
