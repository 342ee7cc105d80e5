import type { CreateSessionInput, PaymentProvider, ProviderSession } from './payment-provider.ts'

/** The embedded default: no card is taken; the visitor confirms on our own /pay/<id> page. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test'
  private readonly appUrl: string

  constructor(appUrl: string) {
    this.appUrl = appUrl
  }

  async createSession({ checkoutId }: CreateSessionInput): Promise<ProviderSession> {
    return { providerSessionId: `test_${checkoutId}`, url: `${this.appUrl}/pay/${checkoutId}` }
  }
}
