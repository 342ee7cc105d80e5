import type { WindowCounters } from '../../plugins/rate-limit/fixed-window.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { TooManyRequests } from '../../plugins/rate-limit/too-many-requests.ts'

const MINUTE = 60_000

/**
 * Limits that stop guessing without locking the owner out (decision 0004). Refusals are keyed per
 * account AND address, so an attack from one address never blocks the owner elsewhere; an account's
 * total from all addresses only slows each further attempt down. The library's own per-address limits
 * (create-auth.ts) come on top.
 */
export const AUTH_LIMITS = {
  signIn: {
    /** Wrong passwords for one account from one address before that pair is refused. */
    perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
    /** Wrong passwords for one account from all addresses before each attempt is slowed. */
    accountCeiling: { max: 50, windowMs: 15 * MINUTE },
  },
  passwordReset: {
    perAccountAndAddress: { max: 5, windowMs: 15 * MINUTE },
    accountCeiling: { max: 20, windowMs: 15 * MINUTE },
    /** Requests from one address, whatever the e-mail (a route limit on @fastify/rate-limit). */
    perAddress: perAddress(5, '1 minute'),
  },
  /** Confirmation e-mails sent again (Settings), limited like reset requests. */
  emailConfirmation: {
    perAccountAndAddress: { max: 5, windowMs: 15 * MINUTE },
    accountCeiling: { max: 20, windowMs: 15 * MINUTE },
  },
  signUp: { perAddress: { max: 10, windowMs: 60 * MINUTE } },
  /** Past a ceiling, the first further attempt waits 1 s, then 2, 4, 8 and at most 10 s. */
  slowDown: { firstMs: 1000, maxMs: 10_000 },
} as const

/** How long to hold an attempt when `count` attempts already passed the account's ceiling of `max`. */
export function slowDownMs(count: number, max: number): number {
  if (count < max) return 0
  const { firstMs, maxMs } = AUTH_LIMITS.slowDown
  return Math.min(firstMs * 2 ** Math.min(count - max, 30), maxMs)
}

export type Sleep = (ms: number) => Promise<void>

/** Which answer the library gave to a sign-in. */
export type SignInOutcome = 'wrong-password' | 'password-right' | 'other'

const normal = (email: string) => email.trim().toLowerCase()
const pairKey = (kind: string, email: string, address: string) => `${kind}:pair:${normal(email)}:${address}`
const accountKey = (kind: string, email: string) => `${kind}:account:${normal(email)}`

/** The per-account limits of sign-in, password-reset requests and sign-up, on the shared counters. */
export class AuthLimits {
  private readonly counters: WindowCounters
  private readonly sleep: Sleep

  constructor(counters: WindowCounters, sleep: Sleep) {
    this.counters = counters
    this.sleep = sleep
  }

  /** Before the password is checked; counts nothing (only the answer decides what counts). */
  async checkSignIn(email: string, address: string): Promise<void> {
    const rules = AUTH_LIMITS.signIn
    await this.refuseOrSlow(
      pairKey('sign-in', email, address),
      rules.perAccountAndAddress.max,
      accountKey('sign-in', email),
      rules.accountCeiling.max,
      'attempts for this account',
    )
  }

  /** A wrong password counts for the pair and the account; a right one forgets the pair's failures. */
  async recordSignIn(email: string, address: string, outcome: SignInOutcome): Promise<void> {
    const rules = AUTH_LIMITS.signIn
    const pair = pairKey('sign-in', email, address)
    if (outcome === 'password-right') await this.counters.clear(pair)
    if (outcome !== 'wrong-password') return
    await this.counters.hit(pair, rules.perAccountAndAddress.windowMs)
    await this.counters.hit(accountKey('sign-in', email), rules.accountCeiling.windowMs)
  }

  /** Every reset request counts, known e-mail or not, so the answer says nothing about the account. */
  async takeResetRequest(email: string, address: string): Promise<void> {
    await this.takeEmailRequest('reset', AUTH_LIMITS.passwordReset, email, address, 'reset requests')
  }

  /** Every request for a new confirmation e-mail counts, as reset requests do. */
  async takeConfirmationRequest(email: string, address: string): Promise<void> {
    const rules = AUTH_LIMITS.emailConfirmation
    await this.takeEmailRequest('confirm', rules, email, address, 'confirmation e-mails')
  }

  private async takeEmailRequest(
    kind: string,
    rules: (typeof AUTH_LIMITS)['passwordReset' | 'emailConfirmation'],
    email: string,
    address: string,
    what: string,
  ): Promise<void> {
    const pair = pairKey(kind, email, address)
    const account = accountKey(kind, email)
    await this.refuseOrSlow(
      pair,
      rules.perAccountAndAddress.max,
      account,
      rules.accountCeiling.max,
      `${what} for this account`,
    )
    await this.counters.hit(pair, rules.perAccountAndAddress.windowMs)
    await this.counters.hit(account, rules.accountCeiling.windowMs)
  }

  /** Each sign-up attempt counts for its address. */
  async takeSignUp(address: string): Promise<void> {
    const rule = AUTH_LIMITS.signUp.perAddress
    const window = await this.counters.hit(`sign-up:${address}`, rule.windowMs)
    if (window.count > rule.max) {
      throw new TooManyRequests('sign-up attempts from this address', this.counters.remainingMs(window))
    }
  }

  /** Refuses the pair past its maximum; past the account's ceiling, holds the attempt a while. */
  private async refuseOrSlow(
    pairKeyed: string,
    pairMax: number,
    accountKeyed: string,
    accountMax: number,
    what: string,
  ): Promise<void> {
    const pair = await this.counters.peek(pairKeyed)
    if (pair.count >= pairMax) throw new TooManyRequests(what, this.counters.remainingMs(pair))
    const account = await this.counters.peek(accountKeyed)
    const delayMs = slowDownMs(account.count, accountMax)
    if (delayMs > 0) await this.sleep(delayMs)
  }
}
