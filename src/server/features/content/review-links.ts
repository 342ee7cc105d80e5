import { createHash, randomBytes } from 'node:crypto'

/**
 * The review link's token: 32 random bytes, of which only the SHA-256 is stored. It cannot be forged
 * (there is nothing to sign), a database leak gives no working link, and revoking a batch is deleting a row.
 */
export function newReviewToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashReviewToken(token) }
}

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
