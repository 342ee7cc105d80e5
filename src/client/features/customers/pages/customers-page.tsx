import { Download } from 'lucide-react'
import { type ComponentType, useState } from 'react'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import type { CustomerEntry, CustomerFilter } from '#shared/schemas/customers.ts'
import { TurnOffTwoFactorDialog } from '../../../components/turn-off-two-factor-dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Field, Select } from '../../../components/ui/field.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { customersExportUrl, useCustomers } from '../../../lib/customers.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { CustomerCard } from '../components/customer-card.tsx'

const SEARCH_PAUSE_MS = 300

/** Customers: searched and paged on the server, 50 a page, with each customer's links and latest order. */
/** The dialog a card's Manage links opens (the customer-links feature's, given by the app). */
export type ManageLinks = ComponentType<{ customer: CustomerEntry; onClose(): void }>

export function CustomersPage({ ManageLinksDialog }: { ManageLinksDialog: ManageLinks }) {
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS)
  const [page, setPage] = useState(1)
  const [filter, setFilter] = useState<CustomerFilter>('all')
  const [searchedFor, setSearchedFor] = useState({ search, filter })
  // A new search or filter starts again from its first page.
  if (searchedFor.search !== search || searchedFor.filter !== filter) {
    setSearchedFor({ search, filter })
    setPage(1)
  }
  const customers = useCustomers(search, page, filter)
  const [managing, setManaging] = useState<CustomerEntry | null>(null)
  const [turningOff, setTurningOff] = useState<CustomerEntry | null>(null)
  const data = customers.data
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">Customers</h2>
        <Button asChild variant="secondary">
          <a href={customersExportUrl(search)} download>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchBox
            label="Search customers by email or name"
            placeholder="Search by email or name"
            value={typed}
            onChange={setTyped}
          />
        </div>
        <Field label="Show">
          {({ id }) => (
            <Select
              id={id}
              value={filter}
              onChange={(event) => setFilter(event.target.value as CustomerFilter)}
            >
              <option value="all">All customers</option>
              <option value="past_due">Past due</option>
            </Select>
          )}
        </Field>
      </div>
      {customers.isPending ? <Spinner /> : null}
      {customers.isError ? <p className="text-danger">Failed to load users</p> : null}
      {data ? (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {data.total.toLocaleString('en-GB')} {data.total === 1 ? 'customer' : 'customers'}
            {filter === 'past_due' ? ' past due' : ''}
            {search ? ` matching “${search}”` : ''}
          </p>
          {data.customers.length === 0 ? (
            <EmptyState title={filter === 'past_due' ? 'No customers are past due' : 'No customers found'} />
          ) : (
            <ul className="flex flex-col gap-4" aria-label="Customers">
              {data.customers.map((customer) => (
                <li key={customer.id}>
                  <CustomerCard
                    customer={customer}
                    onManage={() => setManaging(customer)}
                    onTurnOffTwoFactor={() => setTurningOff(customer)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            variant="numbered"
            maxPages={ADMIN.customersPagerMaxPages}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label="Customer pages"
          />
        </>
      ) : null}
      {managing ? <ManageLinksDialog customer={managing} onClose={() => setManaging(null)} /> : null}
      {turningOff ? (
        <TurnOffTwoFactorDialog account={turningOff} onClose={() => setTurningOff(null)} />
      ) : null}
    </div>
  )
}
