import { Search } from 'lucide-react'
import { useId } from 'react'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { type OutcomeFilter, outcomeFilters } from '#shared/schemas/chatbot-admin.ts'
import { Input, Select } from '../../../components/ui/field.tsx'

const outcomeOptionLabels: Record<OutcomeFilter, string> = {
  all: 'All outcomes',
  email_captured: 'Email Captured',
  human_requested: 'Human Requested',
}

interface ConversationFiltersProps {
  search: string
  onSearchChange(search: string): void
  minIntent: number
  onMinIntentChange(minIntent: number): void
  outcome: OutcomeFilter
  onOutcomeChange(outcome: OutcomeFilter): void
}

/** Search over visitor e-mail and name, a minimum intent (0 to 100, step 10) and the outcome. */
export function ConversationFilters(props: ConversationFiltersProps) {
  const id = useId()
  return (
    <search className="grid gap-4 md:grid-cols-[2fr_1fr_1fr] md:items-end">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-ink">
          Search by visitor email or name
        </label>
        <div className="relative">
          <Search className="absolute top-3 left-3 size-5 text-muted" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-10"
            placeholder="Search by email or name"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-intent`} className="text-sm font-medium text-ink">
          Minimum intent: {props.minIntent}
        </label>
        <input
          id={`${id}-intent`}
          type="range"
          min={0}
          max={100}
          step={ADMIN.intentSliderStep}
          value={props.minIntent}
          onChange={(event) => props.onMinIntentChange(Number(event.target.value))}
          className="h-11 w-full accent-brand-600"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-outcome`} className="text-sm font-medium text-ink">
          Outcome
        </label>
        <Select
          id={`${id}-outcome`}
          value={props.outcome}
          onChange={(event) => props.onOutcomeChange(event.target.value as OutcomeFilter)}
        >
          {outcomeFilters.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcomeOptionLabels[outcome]}
            </option>
          ))}
        </Select>
      </div>
    </search>
  )
}
