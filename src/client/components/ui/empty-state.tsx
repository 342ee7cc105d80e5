import type { ReactNode } from 'react'

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string
  children?: ReactNode
  icon?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
      {icon ? <div className="text-brand-600">{icon}</div> : null}
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children ? <div className="text-muted">{children}</div> : null}
    </div>
  )
}
