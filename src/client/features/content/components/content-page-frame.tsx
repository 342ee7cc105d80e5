import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'

interface ContentPageFrameProps {
  title: string
  description: string
  path: string
  children: ReactNode
}

/** A dashboard page's frame (as the dashboard's own pages): head, the way back, heading and content. */
export function ContentPageFrame({ title, description, path, children }: ContentPageFrameProps) {
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageHead title={title} description={description} path={path} />
      <Link to={paths.dashboard} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  )
}
