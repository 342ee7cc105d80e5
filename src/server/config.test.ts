import { describe, expect, it } from 'vitest'
import { ConfigError, configWarnings, isLoopbackUrl, loadConfig } from './config.ts'

const PUBLIC_URL = 'https://postcraft.example.co.uk'
/** Everything a public address needs, each guard's test taking one piece away. */
const PRODUCTION = {
  APP_URL: PUBLIC_URL,
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  SMTP_URL: 'smtp://mail.example.co.uk:587',
  AUTH_SECRET: 'a'.repeat(32),
  MAIL_FROM: 'PostCraft <no-reply@postcraft.example.co.uk>',
  SUPPORT_EMAIL: 'support@postcraft.example.co.uk',
}

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.APP_URL).toBe('http://localhost:3000')
    expect(config.DATA_DIR).toMatch(/\/data$/)
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100')
    expect(loadConfig({ ...PRODUCTION, APP_URL: 'https://example.co.uk/' }).APP_URL).toBe(
      'https://example.co.uk',
    )
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `))
  })

  it.each([
    ['loopback', 'loopback'],
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it.each([
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ EMAIL_CAPTURE: 'yes' }, 'EMAIL_CAPTURE'],
  ])('rejects the new variable %o naming %s', (env, name) => {
    expect(refusal(env)).toMatch(new RegExp(`^Invalid configuration: ${name} `))
  })

  it('reads the social networks: default base URLs, overrides without a trailing slash, keys in pairs', () => {
    const defaults = loadConfig({})
    expect(defaults.META_GRAPH_URL).toBe('https://graph.facebook.com/v21.0')
    expect(defaults.META_OAUTH_URL).toBe('https://www.facebook.com/v21.0/dialog/oauth')
    expect(defaults.META_APP_ID).toBeUndefined()
    const local = loadConfig({
      META_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/',
      META_APP_ID: 'a',
      META_APP_SECRET: 'b',
    })
    expect(local.META_GRAPH_URL).toBe('http://127.0.0.1:9999/v21.0')
    expect(refusal({ META_APP_ID: 'a' })).toMatch(/META_APP_ID and META_APP_SECRET must be set together/)
    expect(refusal({ X_CLIENT_SECRET: 'b' })).toMatch(/X_CLIENT_ID and X_CLIENT_SECRET must be set together/)
    expect(refusal({ META_GRAPH_URL: 'ftp://graph' })).toMatch(/^Invalid configuration: META_GRAPH_URL /)
  })

  it('reads the payment provider, e-mail capture and auth secret', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDER: 'test', EMAIL_CAPTURE: false })
    expect(loadConfig({}).AUTH_SECRET).toBeUndefined()
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }
    expect(loadConfig(stripe).PAYMENT_PROVIDER).toBe('stripe')
    expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER).toBe('test')
    expect(loadConfig({ EMAIL_CAPTURE: 'true' }).EMAIL_CAPTURE).toBe(true)
    expect(loadConfig({ AUTH_SECRET: 'b'.repeat(40) }).AUTH_SECRET).toBe('b'.repeat(40))
  })
})

describe('which addresses count as loopback', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://shop.localhost', true],
    ['http://127.0.0.1:8080', true],
    ['http://127.45.1.9', true],
    ['http://[::1]:3000', true],
    ['https://postcraft.example.co.uk', false],
    ['http://localhost.example.com', false],
    ['http://128.0.0.1', false],
    ['http://10.0.0.5', false],
    ['http://[::2]', false],
  ])('%s is loopback: %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected)
  })
})

describe('guards on a public APP_URL', () => {
  it('starts with everything production needs', () => {
    const config = loadConfig(PRODUCTION)
    expect(config).toMatchObject({ APP_URL: PUBLIC_URL, PAYMENT_PROVIDER: 'stripe', EMAIL_CAPTURE: false })
  })

  it('names every missing variable on one line', () => {
    const message = refusal({
      APP_URL: PUBLIC_URL,
      ADMIN_EMAIL: 'boss@example.co.uk',
      ADMIN_PASSWORD: 'short-pass',
    })
    expect(message).not.toContain('\n')
    expect(message).toBe(
      `Invalid configuration: APP_URL ${PUBLIC_URL} is not a loopback address, so set ` +
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROVIDER=test), SMTP_URL (or EMAIL_CAPTURE=true), ' +
        'AUTH_SECRET (at least 32 characters), ADMIN_PASSWORD of at least 12 characters, ' +
        'MAIL_FROM of your own domain (not .localhost), SUPPORT_EMAIL of your own domain (not .localhost)',
    )
  })

  it.each([
    ['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['AUTH_SECRET', { AUTH_SECRET: undefined }],
    ['ADMIN_PASSWORD of at least 12', { ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'eleven-char' }],
  ])('refuses to start without %s', (named, change) => {
    const message = refusal({ ...PRODUCTION, ...change })
    expect(message).toMatch(/^Invalid configuration: APP_URL \S+ is not a loopback address, so set /)
    expect(message).toContain(named)
  })

  it('accepts the explicit alternatives: the test payment page, captured e-mail, no administrator', () => {
    const config = loadConfig({
      ...PRODUCTION,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      PAYMENT_PROVIDER: 'test',
      EMAIL_CAPTURE: 'true',
    })
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'test', EMAIL_CAPTURE: true })
    expect(
      loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'twelve-chars' }),
    ).toBeTruthy()
  })

  it('keeps zero configuration on a loopback address', () => {
    for (const APP_URL of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(loadConfig({ APP_URL, ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short1' }).APP_URL).toBe(APP_URL)
    }
  })
})

describe('Stripe half configured', () => {
  it.each(['http://localhost:3000', PUBLIC_URL])(
    'refuses a key without its webhook secret on %s',
    (APP_URL) => {
      const message = refusal({ ...PRODUCTION, APP_URL, STRIPE_WEBHOOK_SECRET: '' })
      expect(message).toMatch(
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/,
      )
    },
  )

  it.each(['http://localhost:3000', PUBLIC_URL])(
    'refuses a webhook secret without its key on %s',
    (APP_URL) => {
      const message = refusal({ ...PRODUCTION, APP_URL, STRIPE_SECRET_KEY: '' })
      expect(message).toMatch(
        /^Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set/,
      )
    },
  )

  it('refuses PAYMENT_PROVIDER=stripe without the keys', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    )
  })

  it('names a half-configured Stripe and the other missing variables on the same line', () => {
    const message = refusal({ APP_URL: PUBLIC_URL, STRIPE_SECRET_KEY: 'sk_live_key' })
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toContain('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set; ')
    expect(message).toContain('SMTP_URL (or EMAIL_CAPTURE=true), AUTH_SECRET')
  })
})

describe('production guards on a public APP_URL', () => {
  it('refuses plain http: cookies would travel without Secure', () => {
    const message = refusal({ ...PRODUCTION, APP_URL: 'http://postcraft.example.co.uk' })
    expect(message).toBe(
      'Invalid configuration: APP_URL http://postcraft.example.co.uk is not a loopback address, so set ' +
        'APP_URL starting with https:// (cookies are Secure only then)',
    )
  })

  it.each([
    ['MAIL_FROM', { MAIL_FROM: 'PostCraft <no-reply@postcraft.localhost>' }],
    ['MAIL_FROM', { MAIL_FROM: 'team@shop.localhost' }],
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'help@postcraft.localhost' }],
  ])('refuses a .localhost %s', (name, change) => {
    expect(refusal({ ...PRODUCTION, ...change })).toContain(`${name} of your own domain (not .localhost)`)
  })

  it('keeps the .localhost defaults on a loopback address', () => {
    expect(loadConfig({}).MAIL_FROM).toBe('PostCraft <no-reply@postcraft.localhost>')
  })

  it('refuses CHATBOT_ALLOW_PRIVATE_URLS=true, which is for local testing only', () => {
    expect(refusal({ ...PRODUCTION, CHATBOT_ALLOW_PRIVATE_URLS: 'true' })).toBe(
      'Invalid configuration: CHATBOT_ALLOW_PRIVATE_URLS=true is for local testing only, not on a public APP_URL',
    )
    expect(loadConfig({ CHATBOT_ALLOW_PRIVATE_URLS: 'true' }).CHATBOT_ALLOW_PRIVATE_URLS).toBe(true)
  })

  it('warns loudly about a Stripe test key on a public address, and only there', () => {
    const testKey = { STRIPE_SECRET_KEY: 'sk_test_key' }
    expect(configWarnings(loadConfig({ ...PRODUCTION, ...testKey }))).toEqual([
      `STRIPE_SECRET_KEY is a TEST key on the public address ${PUBLIC_URL}: no card is charged and no money is taken`,
    ])
    expect(configWarnings(loadConfig(PRODUCTION))).toEqual([])
    expect(
      configWarnings(loadConfig({ ...PRODUCTION, ...testKey, APP_URL: 'http://localhost:3000' })),
    ).toEqual([])
  })
})

describe('operations settings', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PROCESS_ROLE: 'all',
      JOB_CONCURRENCY: 1,
      DATABASE_POOL_SIZE: 10,
    })
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
  })

  it.each([
    [{ PROCESS_ROLE: 'both' }, 'PROCESS_ROLE'],
    [{ JOB_CONCURRENCY: '0' }, 'JOB_CONCURRENCY'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('rejects %o naming %s', (env, name) => {
    expect(refusal(env)).toMatch(new RegExp(`^Invalid configuration: ${name} `))
  })

  it('runs separate web and worker processes only on PostgreSQL', () => {
    expect(refusal({ PROCESS_ROLE: 'worker' })).toBe(
      'Invalid configuration: PROCESS_ROLE=worker needs DATABASE_URL (the embedded database serves one process, which runs pages and jobs)',
    )
    const web = loadConfig({ PROCESS_ROLE: 'web', DATABASE_URL: 'postgres://localhost/postcraft' })
    expect(web.PROCESS_ROLE).toBe('web')
  })
})

describe('WhatsApp', () => {
  const WHATSAPP = {
    WHATSAPP_TOKEN: 'token',
    WHATSAPP_PHONE_NUMBER_ID: '100200300400500',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-token',
  }

  it("is off by default, with Meta's Graph URL as the API", () => {
    const config = loadConfig({})
    expect(config.WHATSAPP_TOKEN).toBeUndefined()
    expect(config.WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0')
  })

  it('takes all four settings and another API URL (a stand-in)', () => {
    const config = loadConfig({ ...WHATSAPP, WHATSAPP_API_URL: 'http://127.0.0.1:9999/v21.0/' })
    expect(config.WHATSAPP_PHONE_NUMBER_ID).toBe('100200300400500')
    expect(config.WHATSAPP_API_URL).toBe('http://127.0.0.1:9999/v21.0')
  })

  it('refuses half a configuration, naming what is missing', () => {
    expect(refusal({ ...WHATSAPP, WHATSAPP_APP_SECRET: '' })).toBe(
      'Invalid configuration: WHATSAPP_APP_SECRET must be set when WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN are set',
    )
    expect(refusal({ WHATSAPP_TOKEN: 'token' })).toContain('must be set when WHATSAPP_TOKEN is set')
  })

  it('refuses a phone number id that is not digits, and an API URL that is not http(s)', () => {
    expect(refusal({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: '+44 7700' })).toBe(
      'Invalid configuration: WHATSAPP_PHONE_NUMBER_ID must be digits',
    )
    expect(refusal({ ...WHATSAPP, WHATSAPP_API_URL: 'ftp://graph' })).toMatch(
      /^Invalid configuration: WHATSAPP_API_URL must be a URL/,
    )
  })
})
