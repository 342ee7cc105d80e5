import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'

interface ChoiceCardProps {
  type: 'radio' | 'checkbox'
  name: string
  checked: boolean
  onChange(): void
  disabled?: boolean
  children: ReactNode
}

/** A native radio or checkbox drawn as a card: keyboard and screen readers get the real control. */
export function ChoiceCard({ type, name, checked, onChange, disabled, children }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-card border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
        checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-200',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="flex-1">{children}</span>
    </label>
  )
}
