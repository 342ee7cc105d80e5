import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { withPublishedDesigns } from '#shared/portfolio/design-cards.ts'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { portfolioAdminRoutes } from './portfolio.admin-routes.ts'
import { portfolioRoutes } from './portfolio.routes.ts'
import { type PortfolioDeps, publishedDesigns } from './portfolio.service.ts'
import type { PortfolioImages } from './portfolio-images.ts'

export interface PortfolioParts extends FeatureParts {
  /**
   * What the served /our-work page gets at request time: the published designs written into the
   * prerendered page (a version key for the server's kept copy, and the change), or nothing while
   * none is published (the page's example cards stay).
   */
  ourWorkPage: () => Promise<{ version: string; fill: (html: string) => string } | undefined>
}

/** The portfolio the team runs: its designs in the back office, the published ones on /our-work. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'counts'> & { images: PortfolioImages },
): Promise<PortfolioParts> {
  const portfolio: PortfolioDeps = { db: deps.db, images: deps.images, counts: deps.counts }
  await app.register(portfolioRoutes(portfolio))
  await app.register(portfolioAdminRoutes(portfolio), { prefix: ADMIN_PREFIX })
  // The kept list is one array until the next change: its version is worked out once.
  const versions = new WeakMap<object, string>()
  return {
    ourWorkPage: async () => {
      const designs = await publishedDesigns(portfolio)
      if (designs.length === 0) return undefined
      let version = versions.get(designs)
      if (!version) {
        version = createHash('sha256').update(JSON.stringify(designs)).digest('base64url')
        versions.set(designs, version)
      }
      return { version, fill: (html) => withPublishedDesigns(html, designs) }
    },
  }
}
