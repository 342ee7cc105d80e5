import { applicationSubject, careers, OTHER_ROLE_INVITATION } from '#shared/catalogue/careers.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { supportEmail } from '../../../lib/public-config.ts'

export default function CareersPage() {
  const email = supportEmail()
  return (
    <>
      <PageHead
        title="Careers"
        description="Join our remote UK team creating social media content for small businesses. Open roles: social media, video and email content."
        path={paths.careers}
      />
      <div className="mx-auto max-w-5xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">Careers</h1>
          <p className="mt-4 text-lg text-muted">
            We help hundreds of independent businesses show up online. If you love good design, clear writing
            and seeing a local café or salon thrive, we would like to hear from you.
          </p>
        </div>
        <h2 className="mt-14 text-2xl font-bold">Open roles</h2>
        <ul className="mt-6 space-y-6">
          {careers.map((role) => (
            <li key={role.id}>
              <article
                aria-labelledby={`role-${role.id}`}
                className="rounded-card border border-line bg-white p-6 shadow-sm sm:p-8"
              >
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h3 id={`role-${role.id}`} className="text-xl font-semibold">
                      {role.title}
                    </h3>
                    <p className="mt-1 text-sm text-muted">
                      {role.type} · {role.location}
                    </p>
                  </div>
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent(applicationSubject(role))}`}
                    aria-describedby={`role-${role.id}`}
                    className="inline-flex h-11 items-center justify-center rounded-control bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
                  >
                    Apply Now
                  </a>
                </div>
                <p className="mt-4 text-muted">{role.description}</p>
                <h4 className="mt-4 font-semibold">What you will do</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                  {role.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-muted">
          {OTHER_ROLE_INVITATION}{' '}
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
            {email}
          </a>
          .
        </p>
      </div>
    </>
  )
}
