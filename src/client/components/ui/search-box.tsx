import { Search } from 'lucide-react'
import { useId } from 'react'
import { Input } from './field.tsx'

interface SearchBoxProps {
  /** Heard by screen readers; the placeholder shows the same to sighted users. */
  label: string
  placeholder: string
  value: string
  onChange(value: string): void
}

/** A search landmark holding one labelled search input with a magnifier icon. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId()
  return (
    <search className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="absolute top-3 left-3 size-5 text-muted" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        className="pl-10"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  )
}
