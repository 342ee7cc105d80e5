/**
 * The three monthly plans. Single source of truth for the marketing pages,
 * the checkout, the server's pricing and the dashboard's plan catalogue.
 * All money is integer pence.
 */

export const planIds = ['basic', 'pro', 'premium'] as const
export type PlanId = (typeof planIds)[number]

export const planProductIds = ['prod_basic', 'prod_pro', 'prod_premium'] as const
export type PlanProductId = (typeof planProductIds)[number]

/** Links from the pricing page to the checkout fall back to this plan. */
export const DEFAULT_PLAN_ID: PlanId = 'pro'

export type Plan = {
  readonly id: PlanId
  readonly title: string
  readonly pricePence: number
  readonly postsPerMonth: number
  readonly features: readonly string[]
  readonly bestFor: string
  readonly popular: boolean
  readonly ctaText: string
  readonly productId: PlanProductId
  /** The short list shown on the customer dashboard and welcome page. */
  readonly dashboardFeatures: readonly string[]
}

export const plans = [
  {
    id: 'basic',
    title: 'Basic',
    pricePence: 7900,
    postsPerMonth: 10,
    features: [
      '10 custom-designed posts a month',
      'Captions and hashtags written for you',
      '1 social media channel included',
      'Posts scheduled at the best times for your audience',
      'Unlimited revisions',
      'Content review about twice a month',
      'Email support',
    ],
    bestFor: 'Sole traders and new businesses who want a steady, professional presence',
    popular: false,
    ctaText: 'Get Started',
    productId: 'prod_basic',
    dashboardFeatures: ['10 posts/month', '1 social platform', 'E-mail support'],
  },
  {
    id: 'pro',
    title: 'Pro',
    pricePence: 14900,
    postsPerMonth: 20,
    features: [
      '20 custom-designed posts a month',
      'Captions and hashtags written for you',
      '1 social media channel included',
      'Posts scheduled at the best times for your audience',
      'Story content ideas to keep followers engaged',
      'Unlimited revisions',
      'Content review about twice a month',
      'Priority email and video call support',
    ],
    bestFor: 'Growing local businesses ready to post consistently and build a following',
    popular: true,
    ctaText: 'Get Started',
    productId: 'prod_pro',
    dashboardFeatures: ['20 posts/month', '1 social platform', 'Priority support', 'Story content'],
  },
  {
    id: 'premium',
    title: 'Premium',
    pricePence: 21900,
    postsPerMonth: 30,
    features: [
      '30 custom-designed posts a month',
      'Captions and hashtags written for you',
      '1 social media channel included',
      'Posts scheduled at the best times for your audience',
      'Video content planning for Reels and Shorts',
      'Unlimited revisions',
      'Content review about twice a month',
      '24/7 support by email and video call',
    ],
    bestFor: 'Established businesses that want to post every day and lead their local market',
    popular: false,
    ctaText: 'Get Started',
    productId: 'prod_premium',
    dashboardFeatures: ['30 posts/month', '1 social platform', '24/7 support', 'Video content'],
  },
] as const satisfies readonly Plan[]

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value)
}

/** The plan for an id; throws on an unknown id because callers hold a typed PlanId. */
export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id)
  if (!plan) throw new RangeError(`Unknown plan: ${id}`)
  return plan
}

/** Lenient lookup for untrusted input such as ?plan= in the URL. */
export function findPlan(id: string | null | undefined): Plan | undefined {
  const key = id?.trim().toLowerCase()
  return plans.find((p) => p.id === key)
}

/** The dashboard's catalogue is keyed by the billing product id. */
export const planByProductId: Readonly<Record<PlanProductId, Plan>> = {
  prod_basic: getPlan('basic'),
  prod_pro: getPlan('pro'),
  prod_premium: getPlan('premium'),
}

export function findPlanByProductId(productId: string | null | undefined): Plan | undefined {
  if (!productId) return undefined
  return plans.find((p) => p.productId === productId)
}
