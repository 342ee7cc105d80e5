import { useId } from 'react'
import type { CustomerEntry } from '#shared/schemas/customers.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCustomers } from '../../../lib/customers.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'

/** How many matching customers the picker offers at once. */
const MATCHES_SHOWN = 5
const SEARCH_PAUSE_MS = 250

interface RecipientPickerProps {
  typed: string
  chosenId: string
  error: string | undefined
  onType(text: string): void
  onChoose(customer: CustomerEntry): void
}

/**
 * The recipient: typed as an e-mail, or chosen among the customers matching what is typed (the server's
 * customer search, so the dialog never loads every account).
 */
export function RecipientPicker({ typed, chosenId, error, onType, onChoose }: RecipientPickerProps) {
  const groupName = useId()
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS)
  const matches = useCustomers(search, 1)
  const shown = matches.data?.customers.slice(0, MATCHES_SHOWN) ?? []
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Recipient"
        hint="Type an email address, or part of one and choose the customer below."
        type="email"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => onType(event.target.value)}
      />
      {matches.isError ? <p className="text-sm text-danger">Failed to load user list</p> : null}
      {matches.isPending ? <Spinner label="Finding customers..." /> : null}
      {shown.length > 0 ? (
        <fieldset className="rounded-control border border-line p-3">
          <legend className="px-1 text-sm font-medium">Matching customers</legend>
          <ul className="flex flex-col gap-1">
            {shown.map((customer) => (
              <li key={customer.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`${groupName}-${customer.id}`}
                  name={groupName}
                  className="size-4 accent-brand-600"
                  checked={customer.id === chosenId}
                  onChange={() => onChoose(customer)}
                />
                <label htmlFor={`${groupName}-${customer.id}`} className="text-sm break-all">
                  {customer.email}
                  {customer.displayName ? (
                    <span className="text-muted"> ({customer.displayName})</span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  )
}
