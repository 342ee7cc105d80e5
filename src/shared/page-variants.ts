import { paths } from './paths.ts'

/**
 * Public pages that render differently on every visit, and how many versions of each the build
 * prerenders: the our-work page shuffles its designs. This is the one place that says so.
 * - scripts/prerender.ts renders such a page this many times, into `variantFile(file, n)`
 *   (index.html, index.1.html…);
 * - the server sends one of those files at random per request (`isVariantFile` names them;
 *   server/plugins/client-pages.ts);
 * - the page keeps the order it was sent when it hydrates, and shuffles itself when the application
 *   renders it (features/marketing/pages/our-work-page.tsx).
 */
export const pageVariants: Readonly<Record<string, number>> = { [paths.ourWork]: 24 }

/** How many versions of a public page the build writes (1 for a page that renders the same each time). */
export function variantCount(pagePath: string): number {
  return pageVariants[pagePath] ?? 1
}

/** The file of a page's version: version 0 is the page's own file, version n inserts `.n` before `.html`. */
export function variantFile(file: string, variant: number): string {
  return variant === 0 ? file : file.replace(/\.html$/, `.${variant}.html`)
}

/** Whether `name` is one of the further versions (`<base>.<n>.html`) of the page file named `<base>.html`. */
export function isVariantFile(base: string, name: string): boolean {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped}\\.\\d+\\.html$`).test(name)
}
