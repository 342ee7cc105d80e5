import { useEffect } from 'react'
import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../components/page-head.tsx'
import { HomeHero } from '../../features/marketing/components/home-hero.tsx'
import { fromPrice } from '../../features/marketing/components/prices.ts'
import { deferredSection } from '../../lib/deferred-section.tsx'
import { useLocation } from '../../lib/navigation.tsx'
import { scrollToCalendar } from '../../lib/scroll-to-calendar.ts'

// Everything below the hero hydrates as the visitor scrolls to it, so the first load stays small.
const HomeReviews = deferredSection(
  'home-reviews',
  async () => (await import('../../features/marketing/components/home-reviews.tsx')).default,
)
const HomeMore = deferredSection('home-more', async () => (await import('./home-more.tsx')).default)

export default function HomePage() {
  const { hash } = useLocation()
  // Arriving on /#calendar-booking?name=… (the chatbot's link) the browser finds no element of that
  // name to scroll to, and the sections below would wait for the visitor to scroll: go there now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; the section handles later visits
  useEffect(() => {
    if (hash.startsWith(`#${CALENDAR_ELEMENT_ID}?`)) scrollToCalendar()
  }, [])
  return (
    <>
      <PageHead
        fullTitle
        title="PostCraft: social media posts for UK small businesses"
        description={`Designed, written and scheduled social media posts for UK small businesses, from ${fromPrice} per month. Unlimited revisions, no contracts, cancel anytime.`}
        path={paths.home}
        structuredData="faq"
      />
      <HomeHero />
      <HomeReviews />
      <HomeMore />
    </>
  )
}
