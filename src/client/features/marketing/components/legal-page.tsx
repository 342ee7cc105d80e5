import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../../../shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { loadedEarlierPage } from '../../../lib/tab-history.ts'

export interface LegalSection {
  heading: string
  body: ReactNode
}

interface LegalPageProps {
  title: string
  description: string
  canonicalPath: string
  updated: string
  intro: ReactNode
  sections: readonly LegalSection[]
}

function BackButton() {
  const navigate = useNavigate()
  return (
    <Link
      to={paths.home}
      onClick={(event) => {
        // Back where the visitor came from on this site; home when this page is the first of the site
        // in this tab (the link's own target, which also serves visitors without JavaScript).
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
        if (index > 0) {
          event.preventDefault()
          navigate(-1)
        } else if (loadedEarlierPage()) {
          event.preventDefault()
          window.history.back()
        }
      }}
      className="inline-flex h-10 items-center gap-2 rounded-control border border-line bg-white px-4 text-sm font-semibold hover:bg-canvas"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Link>
  )
}

/** Terms, privacy and cookie policy: a Back button, the date, and numbered sections. */
export function LegalPage({ title, description, canonicalPath, updated, intro, sections }: LegalPageProps) {
  return (
    <>
      <PageHead title={title} description={description} path={canonicalPath} />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <BackButton />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated: {updated}</p>
        <div className="mt-6 space-y-4 text-lg">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-ink [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </>
  )
}
