import { AsyncLocalStorage } from 'node:async_hooks'
import type { Auth } from '../../plugins/auth/create-auth.ts'

/** The one place that writes the authentication library's tables, always through its own API. */

export interface AuthUserRecord {
  id: string
  email: string
  name: string
  emailVerified: boolean
  role?: string | null | undefined
  /** Set by the library's two-factor plugin. */
  twoFactorEnabled?: boolean | null | undefined
}

export type SetPasswordPurpose =
  | { kind: 'invite'; planTitle: string }
  /** Another administrator invited this address to the team. */
  | { kind: 'team-invite'; invitedBy: string }

/**
 * A set-password link requested for an invite rather than a forgotten password: the library's reset flow
 * calls back into `sendResetPassword`, which reads this to choose the invite e-mail.
 */
const setPasswordPurpose = new AsyncLocalStorage<SetPasswordPurpose>()

export function currentSetPasswordPurpose(): SetPasswordPurpose | undefined {
  return setPasswordPurpose.getStore()
}

export const RECOVERY_PATH = '/auth?type=recovery'

export class AuthAccounts {
  /** Read lazily: the library is created after this, with callbacks into the account feature. */
  private readonly getAuth: () => Auth

  constructor(getAuth: () => Auth) {
    this.getAuth = getAuth
  }

  private get auth(): Auth {
    return this.getAuth()
  }

  private context() {
    return this.auth.$context
  }

  async findByEmail(email: string): Promise<AuthUserRecord | undefined> {
    const context = await this.context()
    const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase())
    return found?.user
  }

  async findById(userId: string): Promise<AuthUserRecord | undefined> {
    const context = await this.context()
    return (await context.internalAdapter.findUserById(userId)) ?? undefined
  }

  /** A customer with no password yet (the invite link sets one); the address is not proven. */
  async createCustomer(email: string): Promise<AuthUserRecord> {
    const name = email.split('@')[0] || email
    const { user } = await this.auth.api.createUser({ body: { email, name, role: 'user' } })
    return user as AuthUserRecord
  }

  async createAdministrator(email: string, password: string): Promise<AuthUserRecord> {
    const { user } = await this.auth.api.createUser({
      body: { email, password, name: 'Administrator', role: 'admin', data: { emailVerified: true } },
    })
    return user as AuthUserRecord
  }

  /** An administrator with no password yet (the team invite's link sets one). */
  async createTeamMember(email: string, name: string): Promise<AuthUserRecord> {
    const { user } = await this.auth.api.createUser({ body: { email, name, role: 'admin' } })
    return user as AuthUserRecord
  }

  /** A removed team member is banned (the library refuses their sign-in); an invite lifts it. */
  async setBanned(userId: string, banned: boolean): Promise<void> {
    const context = await this.context()
    await context.internalAdapter.updateUser(userId, {
      banned,
      banReason: banned ? 'removed from the team' : null,
    })
  }

  async setRole(userId: string, role: 'admin' | 'user'): Promise<void> {
    const context = await this.context()
    await context.internalAdapter.updateUser(userId, { role })
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const context = await this.context()
    const hash = await context.password.hash(password)
    if (await context.internalAdapter.findCredentialAccount(userId)) {
      await context.internalAdapter.updatePassword(userId, hash)
    } else {
      await context.internalAdapter.createAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      })
    }
  }

  async hasPassword(userId: string): Promise<boolean> {
    const context = await this.context()
    return Boolean((await context.internalAdapter.findCredentialAccount(userId))?.password)
  }

  /** Whoever controls the mailbox owns the account once this is set (confirmation, reset or invite link). */
  async markEmailProven(userId: string): Promise<void> {
    const context = await this.context()
    await context.internalAdapter.updateUser(userId, { emailVerified: true })
  }

  /** Ends every way into the account: sessions, two-factor, and (unless kept) the password. */
  async revokeAccess(userId: string, options: { keepPassword: boolean }): Promise<void> {
    const context = await this.context()
    if (!options.keepPassword) await context.internalAdapter.deleteAccounts(userId)
    await context.internalAdapter.deleteUserSessions(userId)
    await context.adapter.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
    await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false })
  }

  /**
   * Deletes the account through the library: its sessions, credentials and user row. The database
   * cascades from the user row to everything else keyed by it (profile, subscriptions, messages,
   * tickets, links, two-factor); orders only lose their owner.
   */
  async deleteUser(userId: string): Promise<void> {
    const context = await this.context()
    await context.internalAdapter.deleteUser(userId)
  }

  /** Sends the library's own reset link, as an invite e-mail when `purpose` says so. */
  async sendSetPasswordLink(email: string, purpose?: SetPasswordPurpose): Promise<void> {
    const request = () => this.auth.api.requestPasswordReset({ body: { email, redirectTo: RECOVERY_PATH } })
    await (purpose ? setPasswordPurpose.run(purpose, request) : request())
  }
}
