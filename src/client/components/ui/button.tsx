import { Slot } from 'radix-ui'
import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '../../lib/cn.ts'

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-200',
  secondary: 'bg-white text-ink border border-line hover:bg-canvas disabled:text-muted',
  ghost: 'bg-transparent text-ink hover:bg-brand-50 disabled:text-muted',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-red-200',
} as const

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors motion-reduce:transition-none disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  )
}
