import { BRAND } from '#shared/brand.ts'
import {
  ADD_ONS_WHEN,
  addOns,
  blogTiers,
  CAROUSEL_POST_PRICE_PENCE,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import {
  CALENDAR_ELEMENT_ID,
  CHECKOUT_GUARANTEE_DAYS,
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
  MONEY_BACK_GUARANTEE_DAYS,
  SUPPORT_REPLY_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { careers, OTHER_ROLE_INVITATION } from '#shared/catalogue/careers.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE, marketingChannels } from '#shared/catalogue/channels.ts'
import { designCategories, designsInCategory, OUR_WORK_STATS } from '#shared/catalogue/designs.ts'
import { faq } from '#shared/catalogue/faq.ts'
import { ourWorkShown } from '#shared/catalogue/our-work.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import {
  AGENCY_COMPARISON_LEAD,
  AGENCY_COMPARISON_TITLE,
  agencyComparisonText,
} from '#shared/content/agency-comparison.ts'
import { howItWorksSteps } from '#shared/content/how-it-works.ts'
import { LEGAL_UPDATED, type PageCopy, sitePageCopy } from '#shared/content/site-pages.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'

/** The title of the passage holding the customers' reviews (it answers only questions about reviews). */
export const REVIEWS_TITLE = 'What our customers say'

/** One passage of a page, as the search indexes it. */
export interface Passage {
  title: string
  content: string
  /** Words a visitor may use that the text does not. */
  keywords?: string
}

export interface SitePage {
  title: string
  url: string
  passages: Passage[]
}

const list = (items: readonly string[]) => items.join(', ')
const tiers = (items: readonly { quantity: number; pricePence: number }[]) =>
  list(items.map((tier) => `${tier.quantity} for ${price(tier.pricePence)}`))

function pricingPage(): SitePage {
  const planPassages = plans.map((plan) => ({
    title: `${plan.title} plan`,
    content:
      `The ${plan.title} plan costs ${price(plan.pricePence)} a month for ${plan.postsPerMonth} posts a month` +
      `${plan.popular ? ' (our most popular plan)' : ''}. Best for: ${plan.bestFor}. ` +
      `It includes: ${list(plan.features)}.`,
    keywords: 'price cost fee monthly subscription package tier',
  }))
  const addOnPrices: Record<string, string> = {
    videos: `${tiers(videoTiers)} a month`,
    stories: `${tiers(storyTiers)} a month`,
    carousel: `${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post, choose 2, 4, 6, 8 or 10`,
    reports: `${price(REPORTS_PRICE_PENCE)} a month`,
    'seo-blog': list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`)),
  }
  return {
    title: 'Pricing',
    url: paths.pricing,
    passages: [
      ...planPassages,
      {
        title: 'Plans compared',
        content:
          `${list(plans.map((p) => `${p.title} costs ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`))}. ` +
          'Billing is monthly or six-monthly (the same price per month) in pounds sterling; plans and add-ons renew automatically until you cancel. ' +
          'There are no contracts and no hidden fees.',
        keywords: 'price cost fee cheapest difference compare which plan',
      },
      {
        title: 'Social media channels we post to, and extra channels',
        content:
          'We post to the social media channels (platforms) you choose. ' +
          `Every plan includes one channel free; each additional channel costs ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. ` +
          `In the checkout you can choose ${list(checkoutChannels.map((c) => c.name))}. ` +
          `We also create content for ${list(marketingChannels.slice(checkoutChannels.length).map((c) => c.name))} with the video add-on.`,
        keywords: 'platform network post social media where which extra additional channel',
      },
      ...addOns.map((addOn) => ({
        title: `${addOn.name} add-on`,
        content: `${addOn.name}: ${addOn.description} Price: ${addOnPrices[addOn.id]}.${addOn.inCheckout ? ` ${ADD_ONS_WHEN}` : ' Ask our team to add these to your plan.'}`,
        keywords: 'add-on extra price cost',
      })),
      {
        title: 'Money-back guarantee',
        content:
          `Your first order is covered by our ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. ` +
          `The checkout and pricing small print state ${CHECKOUT_GUARANTEE_DAYS} days for the plan fee, with add-ons excluded.`,
        keywords: 'refund money back guarantee risk satisfied',
      },
    ],
  }
}

function homePage(): SitePage {
  return {
    title: 'Home',
    url: paths.home,
    passages: [
      ...faq.map((item) => ({ title: item.question, content: item.answer })),
      {
        title: `Why businesses trust ${BRAND.name}`,
        content: `${list(trustBadges.map((b) => `${b.value} ${b.label}`))}. ${BRAND.tagline}.`,
        keywords: 'rating reviews trust',
      },
      {
        title: REVIEWS_TITLE,
        content: reviews.map((r) => `${r.name} (${r.business}, ${r.rating} stars): ${r.text}`).join('\n'),
        keywords: 'review testimonial customers clients experience',
      },
      {
        title: AGENCY_COMPARISON_TITLE,
        content: `${AGENCY_COMPARISON_LEAD} ${agencyComparisonText()}`,
        keywords: 'agency agencies compare comparison versus set-up fee',
      },
      {
        title: 'Getting started',
        content:
          'Sign up by choosing a plan and paying securely; your login details arrive by email straight away. ' +
          `Your shared drive folder is ready within ${DRIVE_FOLDER_WITHIN_HOURS} hours and your first posts are ready to review ` +
          `within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days. Approve them on our platform, by email or on WhatsApp. ` +
          `How it works, in ${howItWorksSteps.length} steps: ${howItWorksSteps.map((step, index) => `${index + 1}. ${step.title}: ${step.text}`).join(' ')}`,
        keywords: 'how it works onboarding start begin steps',
      },
    ],
  }
}

function ourWorkPage(): SitePage {
  return {
    title: 'Our work',
    url: paths.ourWork,
    passages: [
      {
        title: 'Our work and results',
        content:
          `${list(OUR_WORK_STATS.map((s) => `${s.value} ${s.label.toLowerCase()}`))}. ` +
          `Sample designs cover ${list(designCategories)}. ${ourWorkShown()}`,
        keywords: 'examples portfolio samples designs clients industries how many order shuffled',
      },
      // The sample designs the page shows, by category: what a visitor's trade has had made.
      ...designCategories.map((category) => ({
        title: `Sample designs: ${category}`,
        content: designsInCategory(category)
          .map((design) => `${design.title}: ${design.description}`)
          .join(' '),
        keywords: `sample designs examples ${category.toLowerCase()}`,
      })),
    ],
  }
}

function careersPage(supportEmail: string): SitePage {
  return {
    title: 'Careers',
    url: paths.careers,
    passages: [
      ...careers.map((role) => ({
        title: `${role.title} job`,
        content: `${role.title} (${role.type}, ${role.location}): ${role.description} Apply by email with the subject 'Application for ${role.title}'.`,
        keywords: 'job career vacancy hiring role work apply',
      })),
      {
        title: 'Other roles',
        content: `${OTHER_ROLE_INVITATION} ${supportEmail}.`,
        keywords: 'job career vacancy hiring role work apply cv speculative',
      },
    ],
  }
}

function contactPage(supportEmail: string): SitePage {
  return {
    title: 'Contact us',
    url: paths.contact,
    passages: [
      {
        title: 'Contact our team',
        content:
          `Email our UK team at ${supportEmail}; we reply to every message within ${SUPPORT_REPLY_WITHIN_HOURS} hours. ` +
          `Prefer to talk? Book a free video call with our team from the calendar on our home page (${paths.home}#${CALENDAR_ELEMENT_ID}).`,
        keywords: 'contact email phone support human person demo call',
      },
    ],
  }
}

const LEGAL_PATHS: readonly string[] = [paths.termsOfService, paths.privacyPolicy, paths.cookiePolicy]

function fromCopy(copy: PageCopy): SitePage {
  const passages = copy.sections.map((section, index) => ({
    title: section.heading,
    content: [...(index === 0 ? copy.intro : []), ...section.blocks.flat()].join('\n'),
  }))
  // The legal pages show their date under the title.
  if (LEGAL_PATHS.includes(copy.path))
    passages.push({ title: `${copy.title}: last updated`, content: `Last updated: ${LEGAL_UPDATED}.` })
  return { title: copy.title, url: copy.path, passages }
}

/**
 * The site's own content as pages of passages: prices, posts, channels, add-ons and guarantees from the
 * shared catalogue; the about and legal pages from the shared copy the pages render.
 */
export function siteContent(supportEmail: string): SitePage[] {
  return [
    pricingPage(),
    homePage(),
    ourWorkPage(),
    careersPage(supportEmail),
    contactPage(supportEmail),
    ...sitePageCopy(supportEmail).map(fromCopy),
  ]
}
