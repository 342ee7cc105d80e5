import type { ComponentType } from 'react'
import { paths } from '#shared/paths.ts'
import { type LazyComponent, lazyComponent } from '../lib/lazy-component.tsx'

type PageModule = { default: ComponentType }

/**
 * The public marketing pages, each its own chunk: prerendered at build time, hydrated without the
 * application's router (public-main.tsx) and routed inside the application (router.tsx) when reached
 * from one of its pages. scripts/prerender.ts reads this table to preload each page's chunks.
 */
const modules: Record<string, () => Promise<PageModule>> = {
  [paths.home]: () => import('./pages/home-page.tsx'),
  [paths.pricing]: () => import('../features/marketing/pages/pricing-page.tsx'),
  [paths.contact]: () => import('../features/marketing/pages/contact-page.tsx'),
  [paths.careers]: () => import('../features/marketing/pages/careers-page.tsx'),
  [paths.about]: () => import('../features/marketing/pages/about-page.tsx'),
  [paths.ourWork]: () => import('../features/marketing/pages/our-work-page.tsx'),
  [paths.termsOfService]: () => import('../features/marketing/pages/terms-page.tsx'),
  [paths.terms]: () => import('../features/marketing/pages/terms-page.tsx'),
  [paths.privacyPolicy]: () => import('../features/marketing/pages/privacy-page.tsx'),
  [paths.privacy]: () => import('../features/marketing/pages/privacy-page.tsx'),
  [paths.cookiePolicy]: () => import('../features/marketing/pages/cookies-page.tsx'),
  [paths.cookies]: () => import('../features/marketing/pages/cookies-page.tsx'),
  '*': () => import('../features/marketing/pages/not-found-page.tsx'),
}

/** A public page without the data layer, so the public site stays light. */
const sitePage = (load: () => Promise<PageModule>) => lazyComponent(async () => (await load()).default)

export const publicPages: [path: string, Page: LazyComponent][] = Object.entries(modules).map(
  ([path, load]) => [path, sitePage(load)],
)

/** The page at a pathname; the not-found page for any other. */
export function publicPageAt(pathname: string): LazyComponent {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const found =
    publicPages.find(([path]) => path === normalised) ?? publicPages.find(([path]) => path === '*')
  if (!found) throw new Error('No not-found page')
  return found[1]
}
