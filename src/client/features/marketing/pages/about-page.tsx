import { Link } from 'react-router'
import { BRAND } from '../../../../shared/brand.ts'
import { paths } from '../../../../shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'

const values = [
  {
    title: 'Honest',
    text: 'Clear prices, no contracts and no jargon. If a channel is not worth your time, we will say so.',
  },
  {
    title: 'Local',
    text: 'We write for British customers, in British English, around British seasons, holidays and high streets.',
  },
  {
    title: 'Careful',
    text: 'Every fact is checked and every post approved by you. We never publish anything you have not seen.',
  },
  {
    title: 'Useful',
    text: 'A post earns its place when it brings someone through your door, not when it collects empty likes.',
  },
]

export default function AboutPage() {
  return (
    <>
      <PageHead
        title="About us"
        description={`Why we started ${BRAND.name}: professional social media for UK small businesses at a price they can afford, made by people and guided by research.`}
        path={paths.about}
      />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-extrabold tracking-tight">About us</h1>
        <p className="mt-6 text-xl text-muted">
          We make social media simple for the businesses that keep our high streets alive.
        </p>

        <h2 className="mt-12 text-2xl font-bold">Our story</h2>
        <p className="mt-4 text-lg">
          Our founders spent years running social media for big brands with big budgets. Meanwhile, the café
          on their street, the plumber who fixed their boiler and the salon round the corner were posting once
          in a blue moon, if at all. Not because they did not care, but because they were busy running their
          businesses.
        </p>
        <p className="mt-4 text-lg">
          Agencies were too expensive and locked owners into long contracts; do-it-yourself tools still needed
          hours every week. So we built {BRAND.name}: a small UK team that designs, writes and schedules posts
          every month for a fixed, affordable price, with no contract.
        </p>

        <h2 className="mt-12 text-2xl font-bold">Our mission</h2>
        <p className="mt-4 text-lg">
          To give every independent business in the UK a social media presence it is proud of, without the
          cost, the contracts or the stress.
        </p>

        <h2 className="mt-12 text-2xl font-bold">Our approach</h2>
        <p className="mt-4 text-lg">
          We combine AI-assisted research with human craft. Our research tools look at what is trending in
          your industry, the dates that matter locally and the questions your customers ask. Then our
          designers and writers create posts in your brand and your voice, and you approve every one before it
          goes live, on our platform, by email or on WhatsApp.
        </p>

        <h2 className="mt-12 text-2xl font-bold">Our values</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-card border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.ourWork}
            className="inline-flex h-11 items-center justify-center rounded-control bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            See our work
          </Link>
          <Link
            to={paths.contact}
            className="inline-flex h-11 items-center justify-center rounded-control border border-line bg-white px-5 font-semibold hover:bg-canvas"
          >
            Talk to us
          </Link>
        </div>
      </article>
    </>
  )
}
