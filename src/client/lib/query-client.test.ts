import { describe, expect, it } from 'vitest'
import type { SessionResponse } from '#shared/schemas/auth.ts'
import { queryClient } from './query-client.ts'
import { sessionKeys, signedOutSession } from './session.ts'

const sessionOf = (id: string): SessionResponse => ({
  user: {
    id,
    email: `${id}@example.com`,
    name: id,
    role: 'user',
    emailVerified: true,
    twoFactorEnabled: false,
  },
  isAdmin: false,
  subscribed: true,
})

describe('the query client', () => {
  it("drops everything but the session when the session's user changes, and keeps it otherwise", () => {
    queryClient.setQueryData(sessionKeys.all, sessionOf('ada'))
    queryClient.setQueryData(['dashboard', 'account'], { owner: 'ada' })

    queryClient.setQueryData(sessionKeys.all, sessionOf('ada'))
    expect(queryClient.getQueryData(['dashboard', 'account'])).toEqual({ owner: 'ada' })

    queryClient.setQueryData(sessionKeys.all, sessionOf('bob'))
    expect(queryClient.getQueryData(['dashboard', 'account'])).toBeUndefined()
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(sessionOf('bob'))

    queryClient.setQueryData(['dashboard', 'account'], { owner: 'bob' })
    queryClient.setQueryData(sessionKeys.all, signedOutSession)
    expect(queryClient.getQueryData(['dashboard', 'account'])).toBeUndefined()
  })
})
