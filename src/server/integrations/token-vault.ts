import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * Encrypts the social networks' tokens at rest: AES-256-GCM under a key derived from AUTH_SECRET with
 * HKDF (its own `info`, so the key is used for nothing else). Tokens never leave the server in clear:
 * not to the browser, not to the logs (the values are never logged, only the network's error messages).
 */
export class TokenVault {
  private readonly key: Buffer

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'postcraft', 'social network tokens v1', 32))
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed token')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  }
}
