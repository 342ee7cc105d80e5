import { paths } from '../../../../shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { deferredSection } from '../../../lib/deferred-section.tsx'
import { HomeHero } from '../components/home-hero.tsx'
import { fromPrice } from '../components/prices.ts'

// Everything below the hero hydrates as the visitor scrolls to it, so the first load stays small.
const HomeReviews = deferredSection(
  'home-reviews',
  async () => (await import('../components/home-reviews.tsx')).default,
)
const HomeMore = deferredSection(
  'home-more',
  async () => (await import('../components/home-more.tsx')).default,
)

export default function HomePage() {
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
