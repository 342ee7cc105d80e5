import { Check, X } from 'lucide-react'
import {
  POST_EVERY_DAYS,
  REVIEWS_PER_MONTH,
  REVISION_FEEDBACK_NOTICE_HOURS,
  REVISION_TURNAROUND_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { marketingChannels } from '#shared/catalogue/channels.ts'
import {
  AGENCY_COMPARISON_LEAD,
  AGENCY_COMPARISON_TITLE,
  agencyComparison,
} from '#shared/content/agency-comparison.ts'
import { howItWorksSteps } from '#shared/content/how-it-works.ts'
import { Section, SectionHeading } from './section-heading.tsx'

const reasons = [
  {
    title: 'A real team, not a template',
    text: 'Designers and writers based in the UK create every post for your business, in your colours and your tone of voice.',
  },
  {
    title: `A fresh post every ${POST_EVERY_DAYS} days`,
    text: 'We plan a month ahead around your busy days, offers and local events, so your feed never goes quiet.',
  },
  {
    title: 'Unlimited revisions',
    text: `Send feedback at least ${REVISION_FEEDBACK_NOTICE_HOURS} hours before a post goes out and we update it within ${REVISION_TURNAROUND_HOURS} hours, as often as you like.`,
  },
  {
    title: 'You stay in control',
    text: `We send your posts for review about ${REVIEWS_PER_MONTH === 2 ? 'twice' : `${REVIEWS_PER_MONTH} times`} a month, and nothing is published until you approve it.`,
  },
  {
    title: 'Every channel that matters',
    text: `${marketingChannels.map((c) => c.name).join(', ')}.`,
  },
  {
    title: 'No contracts, no hidden fees',
    text: 'One clear monthly price. Add channels or extras when you want them and cancel anytime.',
  },
]

export function WhyUs() {
  return (
    <Section labelledBy="why-heading" className="bg-white">
      <SectionHeading id="why-heading" eyebrow="Why us" title="Everything a busy owner needs, done for you">
        You know your customers. We know what makes them stop scrolling.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-card border border-line p-6">
            <h3 className="text-lg font-semibold">{reason.title}</h3>
            <p className="mt-2 text-muted">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const research = [
  'Trending topics and hashtags in your industry this month',
  'Local events, holidays and seasons worth planning around',
  'What similar businesses near you are posting, and what gets a response',
  'The questions your customers search for, turned into helpful posts',
]

export function AiResearch() {
  return (
    <Section labelledBy="ai-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">AI-assisted research</p>
          <h2 id="ai-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Research by AI, craft by people
          </h2>
          <p className="mt-4 text-lg text-muted">
            Before we design a single post, our research tools scan your market so every idea has a reason
            behind it. Then our team turns the findings into posts that sound like you, checks every fact and
            sends them to you for approval.
          </p>
        </div>
        <ul className="space-y-4 rounded-card border border-line bg-white p-6 shadow-sm">
          {research.map((item) => (
            <li key={item} className="flex gap-3">
              <Check className="size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>
  return value ? (
    <>
      <Check className="inline size-5 text-success" aria-hidden="true" />
      <span className="sr-only">Yes</span>
    </>
  ) : (
    <>
      <X className="inline size-5 text-danger" aria-hidden="true" />
      <span className="sr-only">No</span>
    </>
  )
}

export function Comparison() {
  return (
    <Section labelledBy="compare-heading" className="bg-white">
      <SectionHeading id="compare-heading" eyebrow="Compare" title={AGENCY_COMPARISON_TITLE}>
        {AGENCY_COMPARISON_LEAD}
      </SectionHeading>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard */}
      <section aria-label="Comparison table" tabIndex={0} className="mx-auto mt-10 max-w-3xl overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Us compared with a typical social media agency</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-3 pr-4 font-semibold">
                What you get
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-brand-700">
                Us
              </th>
              <th scope="col" className="py-3 pl-4 font-semibold">
                Typical agency
              </th>
            </tr>
          </thead>
          <tbody>
            {agencyComparison.map(([feature, us, agency]) => (
              <tr key={feature} className="border-b border-line">
                <th scope="row" className="py-3 pr-4 font-normal">
                  {feature}
                </th>
                <td className="px-4 py-3">
                  <Cell value={us} />
                </td>
                <td className="py-3 pl-4 text-muted">
                  <Cell value={agency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  )
}

export function HowItWorks() {
  return (
    <Section labelledBy="how-heading">
      <SectionHeading id="how-heading" eyebrow="How it works" title="Up and running in four simple steps" />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorksSteps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
