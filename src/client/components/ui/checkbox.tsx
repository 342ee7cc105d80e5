import { Check } from 'lucide-react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { useId } from 'react'

interface CheckboxProps {
  checked: boolean
  onCheckedChange(checked: boolean): void
  label: ReactNode
  disabled?: boolean
  name?: string
}

export function Checkbox({ checked, onCheckedChange, label, disabled, name }: CheckboxProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4 text-white" aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  )
}
