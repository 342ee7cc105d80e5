import { useMutation } from '@tanstack/react-query'
import { connectResponseSchema } from '#shared/schemas/profiles.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/profiles/:network/connect: the network's sign-in address, where the browser goes next. */
export function connectNetwork(network: string) {
  return apiRequest(`/api/profiles/${encodeURIComponent(network)}/connect`, {
    method: 'POST',
    schema: connectResponseSchema,
  })
}

export function useConnectNetwork() {
  return useMutation({
    mutationFn: connectNetwork,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
