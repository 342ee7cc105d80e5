import { Check } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

/** A list of short statements, each with a tick (plan features, for example). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="size-5 shrink-0 text-success" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}
