import { useState } from 'react'
import type { CustomerEntry } from '#shared/schemas/customers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useCustomerSearch } from '../api/search-customers.ts'

const SEARCH_PAUSE_MS = 250
const MATCHES_SHOWN = 8

const customerLabel = (customer: CustomerEntry) => customer.displayName || customer.email

/** Whose calendar to plan: the server's customer search, by e-mail or name. */
export function CustomerPicker({ onChoose }: { onChoose(customer: CustomerEntry): void }) {
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS)
  const matches = useCustomerSearch(search)
  const shown = matches.data?.customers.slice(0, MATCHES_SHOWN) ?? []
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label="Search customers by email or name"
        placeholder="Search by email or name"
        value={typed}
        onChange={setTyped}
      />
      {matches.isPending ? <Spinner label="Finding customers..." /> : null}
      {matches.isError ? <p className="text-danger">Failed to load users</p> : null}
      {matches.data && shown.length === 0 ? <p className="text-muted">No customers found</p> : null}
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Matching customers">
          {shown.map((customer) => (
            <li key={customer.id}>
              <Button
                variant="secondary"
                className="h-auto w-full justify-start py-2 text-left"
                onClick={() => onChoose(customer)}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="break-all">{customerLabel(customer)}</span>
                  {customer.displayName ? (
                    <span className="text-sm font-normal break-all text-muted">{customer.email}</span>
                  ) : null}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
