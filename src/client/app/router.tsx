import type { ComponentType } from 'react'
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router'
import { dynamicPages, paths } from '#shared/paths.ts'
import { lazyComponent } from '../lib/lazy-component.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'
import { publicPages } from './public-pages.ts'

type PageModule = { default: ComponentType }

/**
 * An application page: its own chunk, loaded when first visited, wrapped in the query client.
 * (Declarative routes, not a data router: see docs/decisions/0006-light-public-pages.md.)
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'Component'> {
  return { Component: withData(async () => (await load()).default) }
}

/** A route component of its own chunk that reads the query cache (the guards read the session). */
function withData(load: () => Promise<ComponentType>) {
  return lazyComponent(async () => {
    const [Component, { withQueryClient }] = await Promise.all([load(), import('./query-provider.tsx')])
    return withQueryClient(Component)
  })
}

// Guards are only needed on application pages, so they load with them rather than with the public site.
const RequireUser = withData(async () => (await import('./guards.tsx')).RequireUser)
const RequireAdmin = withData(async () => (await import('./guards.tsx')).RequireAdmin)

export const routes: RouteObject[] = [
  {
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    children: [
      { path: paths.auth, ...page(() => import('../features/auth/pages/auth-page.tsx')) },
      { path: paths.adminLogin, ...page(() => import('../features/auth/pages/admin-login-page.tsx')) },
      {
        path: paths.passwordResetSuccess,
        ...page(() => import('../features/auth/pages/password-reset-success-page.tsx')),
      },
      { path: paths.checkout, ...page(() => import('../features/checkout/pages/checkout-page.tsx')) },
      {
        path: paths.checkoutSuccess,
        ...page(() => import('../features/checkout/pages/checkout-success-page.tsx')),
      },
      { path: dynamicPages.review, ...page(() => import('../features/content/pages/review-page.tsx')) },
      {
        path: dynamicPages.testPayment,
        ...page(() => import('../features/checkout/pages/test-payment-page.tsx')),
      },
      { path: paths.emailTest, ...page(() => import('../features/emails/pages/email-test-page.tsx')) },
      {
        path: paths.manageBooking,
        ...page(() => import('../features/booking/pages/manage-booking-page.tsx')),
      },
      {
        Component: RequireUser,
        children: [
          { path: paths.dashboard, ...page(() => import('./pages/dashboard-page.tsx')) },
          {
            path: paths.dashboardWelcome,
            ...page(() => import('../features/account/pages/welcome-page.tsx')),
          },
          {
            path: paths.manageSubscription,
            ...page(() => import('./pages/manage-subscription-page.tsx')),
          },
          {
            path: paths.dashboardBilling,
            ...page(() => import('../features/billing/pages/billing-history-page.tsx')),
          },
          {
            path: paths.dashboardMessages,
            ...page(() => import('../features/messaging/pages/customer-messages-page.tsx')),
          },
          {
            path: paths.dashboardFiles,
            ...page(() => import('../features/customer-links/pages/files-page.tsx')),
          },
          {
            path: paths.dashboardSupport,
            ...page(() => import('./pages/customer-support-page.tsx')),
          },
          {
            path: paths.dashboardContent,
            ...page(() => import('../features/content/pages/customer-content-page.tsx')),
          },
          {
            path: paths.dashboardProfiles,
            ...page(() => import('../features/profiles/pages/profiles-page.tsx')),
          },
          { path: paths.dashboardBrief, ...page(() => import('../features/brief/pages/brief-page.tsx')) },
          {
            path: paths.dashboardSettings,
            ...page(() => import('./pages/customer-settings-page.tsx')),
          },
        ],
      },
      ...publicPages.map(([path, Component]) => ({ path, Component })),
    ],
  },
  {
    Component: RequireAdmin,
    children: [
      {
        path: paths.admin,
        Component: withData(async () => (await import('./layouts/admin-shell.tsx')).AdminShell),
        children: [
          { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
          { path: 'dashboard', ...page(() => import('../features/customers/pages/overview-page.tsx')) },
          { path: 'users', ...page(() => import('./pages/customers-page.tsx')) },
          {
            path: 'billing/:userId',
            ...page(() => import('../features/billing/pages/customer-billing-page.tsx')),
          },
          { path: 'messages', ...page(() => import('../features/messaging/pages/team-messages-page.tsx')) },
          { path: 'support', ...page(() => import('../features/support/pages/team-support-page.tsx')) },
          { path: 'chatbot', ...page(() => import('../features/chatbot/pages/team-chatbot-page.tsx')) },
          { path: 'content', ...page(() => import('../features/content/pages/team-content-page.tsx')) },
          {
            path: 'publishing',
            ...page(() => import('../features/publishing/pages/team-publishing-page.tsx')),
          },
          { path: 'our-work', ...page(() => import('../features/portfolio/pages/team-portfolio-page.tsx')) },
          { path: 'bookings', ...page(() => import('../features/booking/pages/team-bookings-page.tsx')) },
          { path: 'settings', ...page(() => import('./pages/admin-settings-page.tsx')) },
          { path: 'brief/:userId', ...page(() => import('../features/brief/pages/team-brief-page.tsx')) },
        ],
      },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}
