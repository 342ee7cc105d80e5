import { Fragment } from 'react'
import { aboutCopy, aboutLead, aboutSections, aboutValues } from '#shared/content/about-page.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Link } from '../../../lib/navigation.tsx'

export default function AboutPage() {
  return (
    <>
      <PageHead title={aboutCopy.title} description={aboutCopy.description} path={aboutCopy.path} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-extrabold tracking-tight">About us</h1>
        <p className="mt-6 text-xl text-muted">{aboutLead}</p>

        {aboutSections.map((section) => (
          <Fragment key={section.heading}>
            <h2 className="mt-12 text-2xl font-bold">{section.heading}</h2>
            {section.blocks.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </Fragment>
        ))}

        <h2 className="mt-12 text-2xl font-bold">Our values</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {aboutValues.map((value) => (
            <li key={value.title} className="rounded-card border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.ourWork}
            className="inline-flex h-11 items-center justify-center rounded-control bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            See our work
          </Link>
          <Link
            to={paths.contact}
            className="inline-flex h-11 items-center justify-center rounded-control border border-line bg-white px-5 font-semibold hover:bg-canvas"
          >
            Talk to us
          </Link>
        </div>
      </article>
    </>
  )
}
