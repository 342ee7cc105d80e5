import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

const tones = {
  neutral: 'bg-gray-100 text-gray-800',
  brand: 'bg-brand-100 text-brand-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  green: 'bg-green-100 text-green-800',
  grey: 'bg-gray-200 text-gray-700',
} as const

export type BadgeTone = keyof typeof tones

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
