import { BRAND } from '#shared/brand.ts'
import { paths } from '#shared/paths.ts'
import { Link } from '../../lib/navigation.tsx'

const groups = [
  {
    title: 'Product',
    links: [
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.ourWork, label: 'Our work' },
      { to: paths.checkout, label: 'Get started' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About us' },
      { to: paths.careers, label: 'Careers' },
      { to: paths.contact, label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.termsOfService, label: 'Terms of service' },
      { to: paths.privacyPolicy, label: 'Privacy policy' },
      { to: paths.cookiePolicy, label: 'Cookie policy' },
    ],
  },
]

export function SiteFooter() {
  return (
    <footer id="site-footer" className="below-fold border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-brand-700">{BRAND.name}</p>
          <p className="mt-2 text-sm text-muted">{BRAND.tagline}.</p>
        </div>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-line py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {BRAND.name}. Made in the UK for UK small businesses.
      </p>
    </footer>
  )
}
