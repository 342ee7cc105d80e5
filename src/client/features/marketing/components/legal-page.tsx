import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { type CopyBlock, LEGAL_UPDATED, type PageCopy } from '#shared/content/site-pages.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Link, useNavigate } from '../../../lib/navigation.tsx'
import { loadedEarlierPage } from '../../../lib/tab-history.ts'

interface LegalPageProps {
  /** The page's copy (src/shared/content), which the site chatbot answers from too. */
  copy: PageCopy
  /** Sections drawn otherwise than as paragraphs and lists, by heading (the cookie table). */
  customBodies?: Readonly<Record<string, ReactNode>>
}

/** Paragraphs and bulleted lists of shared copy. */
export function CopyBlocks({ blocks }: { blocks: readonly CopyBlock[] }) {
  return blocks.map((block) =>
    typeof block === 'string' ? (
      <p key={block}>{block}</p>
    ) : (
      <ul key={block.join()}>
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  )
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
export function LegalPage({ copy, customBodies = {} }: LegalPageProps) {
  return (
    <>
      <PageHead title={copy.title} description={copy.description} path={copy.path} />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <BackButton />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight">{copy.title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated: {LEGAL_UPDATED}</p>
        <div className="mt-6 space-y-4 text-lg">
          <CopyBlocks blocks={copy.intro} />
        </div>
        {copy.sections.map((section, index) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-ink [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
              {customBodies[section.heading] ?? <CopyBlocks blocks={section.blocks} />}
            </div>
          </section>
        ))}
      </article>
    </>
  )
}
