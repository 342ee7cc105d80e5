import { describe, expect, it } from 'vitest'
import { readUrlState } from './url-state.ts'

describe('readUrlState', () => {
  it.each([
    ['', '', { view: 'default' }],
    ['?type=recovery&token=abc', '', { view: 'recovery', token: 'abc' }],
    ['?type=invite&token=abc', '', { view: 'recovery', token: 'abc' }],
    ['?type=recovery', '', { view: 'expired' }],
    ['?type=recovery&error=INVALID_TOKEN', '', { view: 'expired' }],
    ['?error=INVALID_TOKEN', '', { view: 'expired' }],
    [
      '',
      '#error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      { view: 'expired' },
    ],
    ['?error_description=Token%20has%20expired', '', { view: 'expired' }],
    ['?error_description=Link%20is%20Invalid', '', { view: 'expired' }],
    ['', '#type=recovery&token=xyz', { view: 'recovery', token: 'xyz' }],
    ['?status=reset-success', '', { view: 'reset-success' }],
    ['?error_description=something%20else', '', { view: 'default' }],
  ])('search %j and hash %j give %j', (search, hash, expected) => {
    expect(readUrlState(search, hash)).toEqual(expected)
  })
})
