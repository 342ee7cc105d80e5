import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
}

/** The heading block of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-muted">{children}</p>}
    </div>
  )
}

export function Section({
  labelledBy,
  className = '',
  children,
  id,
}: {
  labelledBy: string
  className?: string
  children: ReactNode
  id?: string
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`below-fold px-4 py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  )
}
