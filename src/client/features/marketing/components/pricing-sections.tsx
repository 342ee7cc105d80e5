import { Check } from 'lucide-react'
import {
  ADD_ONS_WHEN,
  blogTiers,
  CAROUSEL_IMAGES_MAX,
  CAROUSEL_IMAGES_MIN,
  CAROUSEL_POST_PRICE_PENCE,
  carouselQuantities,
  getAddOn,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { EXTRA_CHANNEL_PRICE_PENCE, marketingChannels } from '#shared/catalogue/channels.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort } from '#shared/format/money.ts'
import { Section, SectionHeading } from './section-heading.tsx'

const price = formatPenceShort

/** What every plan has in common, read from the plans themselves, plus the service promises. */
const includedInAll = [
  ...(plans[0]?.features ?? []).filter((feature) =>
    plans.every((plan) => (plan.features as readonly string[]).includes(feature)),
  ),
  `A secure shared folder for your photos and logos within ${DRIVE_FOLDER_WITHIN_HOURS} hours`,
  `First content ready to approve within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days`,
  'Approval on our platform, by email or on WhatsApp',
  'No contracts and no hidden fees',
]

export function IncludedInAllPlans() {
  return (
    <Section labelledBy="included-heading" className="bg-white">
      <SectionHeading id="included-heading" title="Included in every plan" />
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
        {includedInAll.map((item) => (
          <li key={item} className="flex gap-3">
            <Check className="size-5 shrink-0 text-success" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  )
}

const tierText = (list: readonly { quantity: number; pricePence: number }[], unit: string) =>
  list.map((tier) => `${tier.quantity} ${unit} for ${price(tier.pricePence)} a month`)

const carouselChoices = carouselQuantities.filter((quantity) => quantity > 0)

const addOnCards = [
  { addOn: getAddOn('videos'), options: tierText(videoTiers, 'videos') },
  { addOn: getAddOn('stories'), options: tierText(storyTiers, 'stories') },
  {
    addOn: getAddOn('carousel'),
    options: [
      `${carouselChoices.join(', ')} posts a month at ${price(CAROUSEL_POST_PRICE_PENCE)} each`,
      `${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images per post`,
    ],
  },
  { addOn: getAddOn('reports'), options: [`${price(REPORTS_PRICE_PENCE)} a month`] },
  {
    addOn: getAddOn('seo-blog'),
    options: blogTiers.map((tier) => `${tier.words} words for ${price(tier.pricePence)}`),
  },
]

export function AddOns() {
  return (
    <Section labelledBy="addons-heading">
      <SectionHeading id="addons-heading" eyebrow="Add-ons" title="Add more when you need it">
        {ADD_ONS_WHEN}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {addOnCards.map(({ addOn, options }) => (
          <li key={addOn.id} className="rounded-card border border-line bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{addOn.name}</h3>
            <p className="mt-2 text-muted">{addOn.description}</p>
            <ul className="mt-4 space-y-1 text-sm font-medium">
              {options.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function ExtraChannels() {
  return (
    <Section labelledBy="channels-heading" className="bg-white">
      <SectionHeading id="channels-heading" eyebrow="Channels" title="Post everywhere your customers are">
        One channel is included free with every plan. Each additional channel is{' '}
        {price(EXTRA_CHANNEL_PRICE_PENCE)} a month.
      </SectionHeading>
      <ul className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3">
        {marketingChannels.map((channel) => (
          <li
            key={channel.id}
            className="rounded-card border border-line bg-canvas px-4 py-5 text-center font-semibold"
          >
            {channel.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
