import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'

export interface RadioOption {
  value: string
  label: ReactNode
  hint?: ReactNode
}

type RadioGroupProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  legend: string
  options: readonly RadioOption[]
  error?: string | undefined
}

/**
 * Native radio buttons in a fieldset with its legend and error: arrow keys move between options, and
 * spreading react-hook-form's `register()` wires every option to the one field.
 */
export function RadioGroup({ legend, options, error, className, ...input }: RadioGroupProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-control border border-line bg-white px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input type="radio" value={option.value} className="mt-1 size-4 accent-brand-600" {...input} />
          <span className="flex flex-col">
            <span className="font-medium text-ink">{option.label}</span>
            {option.hint ? <span className="text-sm text-muted">{option.hint}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
