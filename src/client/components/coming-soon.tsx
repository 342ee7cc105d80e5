/** The body of a page whose feature is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">This page is coming soon.</p>
    </section>
  )
}
