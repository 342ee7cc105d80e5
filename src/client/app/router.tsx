import { Navigate, type RouteObject } from 'react-router'
import { paths } from '../../shared/paths.ts'
import { RequireAdmin, RequireUser } from './guards.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'

type PageModule = { default: React.ComponentType }

/** A route whose page is its own chunk, loaded when first visited. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) }
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, ...page(() => import('../features/marketing/pages/home-page.tsx')) },
      { path: paths.pricing, ...page(() => import('../features/marketing/pages/pricing-page.tsx')) },
      { path: paths.contact, ...page(() => import('../features/marketing/pages/contact-page.tsx')) },
      { path: paths.careers, ...page(() => import('../features/marketing/pages/careers-page.tsx')) },
      { path: paths.about, ...page(() => import('../features/marketing/pages/about-page.tsx')) },
      { path: paths.ourWork, ...page(() => import('../features/marketing/pages/our-work-page.tsx')) },
      { path: paths.termsOfService, ...page(() => import('../features/marketing/pages/terms-page.tsx')) },
      { path: paths.terms, ...page(() => import('../features/marketing/pages/terms-page.tsx')) },
      { path: paths.privacyPolicy, ...page(() => import('../features/marketing/pages/privacy-page.tsx')) },
      { path: paths.privacy, ...page(() => import('../features/marketing/pages/privacy-page.tsx')) },
      { path: paths.cookiePolicy, ...page(() => import('../features/marketing/pages/cookies-page.tsx')) },
      { path: paths.cookies, ...page(() => import('../features/marketing/pages/cookies-page.tsx')) },
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
      { path: '/pay/:checkoutId', ...page(() => import('../features/checkout/pages/test-payment-page.tsx')) },
      { path: paths.emailTest, ...page(() => import('../features/email-test/pages/email-test-page.tsx')) },
      {
        element: <RequireUser />,
        children: [
          { path: paths.dashboard, ...page(() => import('../features/dashboard/pages/dashboard-page.tsx')) },
          {
            path: paths.dashboardWelcome,
            ...page(() => import('../features/dashboard/pages/welcome-page.tsx')),
          },
          {
            path: paths.manageSubscription,
            ...page(() => import('../features/dashboard/pages/manage-subscription-page.tsx')),
          },
          {
            path: paths.dashboardMessages,
            ...page(() => import('../features/dashboard/pages/messages-page.tsx')),
          },
          { path: paths.dashboardFiles, ...page(() => import('../features/dashboard/pages/files-page.tsx')) },
          {
            path: paths.dashboardSupport,
            ...page(() => import('../features/dashboard/pages/support-page.tsx')),
          },
          {
            path: paths.dashboardSettings,
            ...page(() => import('../features/dashboard/pages/settings-page.tsx')),
          },
        ],
      },
      { path: '*', ...page(() => import('../features/marketing/pages/not-found-page.tsx')) },
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        path: paths.admin,
        lazy: async () => ({
          Component: (await import('../features/admin/components/admin-shell.tsx')).AdminShell,
        }),
        children: [
          { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
          { path: 'dashboard', ...page(() => import('../features/admin/pages/overview-page.tsx')) },
          { path: 'users', ...page(() => import('../features/admin/pages/customers-page.tsx')) },
          { path: 'messages', ...page(() => import('../features/admin/pages/messages-page.tsx')) },
          { path: 'support', ...page(() => import('../features/admin/pages/support-page.tsx')) },
          { path: 'chatbot', ...page(() => import('../features/admin/pages/chatbot-page.tsx')) },
          { path: 'settings', ...page(() => import('../features/admin/pages/settings-page.tsx')) },
        ],
      },
    ],
  },
]
