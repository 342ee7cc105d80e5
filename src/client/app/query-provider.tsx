import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { queryClient } from '../lib/query-client.ts'
import { requestToaster } from '../lib/toast.ts'

/** Wraps an application page in the query client (one shared cache) and makes sure toasts can show. */
export function withQueryClient(Page: ComponentType): ComponentType {
  requestToaster()
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    )
  }
}
