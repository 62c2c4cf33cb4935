import { lazy } from 'react';
import { LoginPage } from '../features/auth/routes/login';
import { NotFoundPage } from '../features/errors/routes/not-found';
import { ServerErrorPage } from '../features/errors/routes/server-error';
import type { RouteHandle } from './guards/route-handle';
import type { PageId } from './use-document-title';

// Pages other than the login page load when first visited: the first load carries only what
// the login page and the frame need (issue 27).
const RegisterConfirmPage = lazy(() =>
  import('../features/auth/routes/register-confirm').then((module) => ({
    default: module.RegisterConfirmPage,
  })),
);

const RegisterPage = lazy(() =>
  import('../features/auth/routes/register').then((module) => ({ default: module.RegisterPage })),
);

const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/forgot-password').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);

const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/reset-password').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);

const SocialEmailPage = lazy(() =>
  import('../features/auth/routes/social-email').then((module) => ({
    default: module.SocialEmailPage,
  })),
);

const TwitterCallbackPage = lazy(() =>
  import('../features/auth/routes/twitter-callback').then((module) => ({
    default: module.TwitterCallbackPage,
  })),
);

const EmailChangeConfirmPage = lazy(() =>
  import('../features/settings/routes/email-change-confirm').then((module) => ({
    default: module.EmailChangeConfirmPage,
  })),
);

const SettingsPage = lazy(() =>
  import('../features/settings/routes/settings').then((module) => ({
    default: module.SettingsPage,
  })),
);

// The data grid is the heaviest dependency and only admins need it: loaded on first visit.
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/routes/admin-users').then((module) => ({
    default: module.AdminUsersPage,
  })),
);

const AdminPricingPage = lazy(() =>
  import('../features/admin-pricing/routes/admin-pricing').then((module) => ({
    default: module.AdminPricingPage,
  })),
);

const SmscListPage = lazy(() =>
  import('./smsc-list-route').then((module) => ({
    default: module.SmscListRoute,
  })),
);

const GatewayPage = lazy(() =>
  import('../features/gateways/routes/gateway-page').then((module) => ({
    default: module.GatewayPage,
  })),
);

const SentSmsPage = lazy(() =>
  import('../features/smsc-messages/routes/sent-sms').then((module) => ({
    default: module.SentSmsPage,
  })),
);

const LoadTestsPage = lazy(() =>
  import('../features/smsc-messages/routes/load-tests').then((module) => ({
    default: module.LoadTestsPage,
  })),
);

const PduLogsPage = lazy(() =>
  import('../features/pdu-logs/routes/pdu-logs-page').then((module) => ({
    default: module.PduLogsPage,
  })),
);

const EsmeListPage = lazy(() =>
  import('./esme-list-route').then((module) => ({
    default: module.EsmeListRoute,
  })),
);

const ReceivedSmsPage = lazy(() =>
  import('../features/esme-messages/routes/received-sms').then((module) => ({
    default: module.ReceivedSmsPage,
  })),
);

const EsmeLogsPage = lazy(() =>
  import('../features/pdu-logs/routes/esme-logs').then((module) => ({
    default: module.EsmeLogsPage,
  })),
);

const PaymentsPage = lazy(() =>
  import('../features/payments/routes/payments').then((module) => ({
    default: module.PaymentsPage,
  })),
);

const ApiKeysPage = lazy(() =>
  import('../features/api-keys/routes/api-keys-page').then((module) => ({
    default: module.ApiKeysPage,
  })),
);

const DedicatedSmppPage = lazy(() =>
  import('../features/dedicated-smpp/routes/dedicated-smpp-page').then((module) => ({
    default: module.DedicatedSmppPage,
  })),
);

const RoutesPage = lazy(() =>
  import('../features/routing/routes/routes-page').then((module) => ({
    default: module.RoutesPage,
  })),
);

const PricesPage = lazy(() =>
  import('../features/routing/routes/prices-page').then((module) => ({
    default: module.PricesPage,
  })),
);

interface PageRoute {
  id: PageId;
  path: string;
  handle: RouteHandle;
  element: React.ReactNode;
}

const signedIn: RouteHandle = { access: 'login-required', layout: 'app' };
const guest: RouteHandle = { access: 'guest-only', layout: 'blank' };
const open: RouteHandle = { access: 'open', layout: 'blank' };

/** Every page of the console; the navigation shows entries only for pages listed here. */
export const pageRoutes: PageRoute[] = [
  // The SMSC list takes the home page's place at '/' (spec section 2).
  { id: 'smsc-list', path: '/', handle: signedIn, element: <SmscListPage /> },
  { id: 'smsc-gateway', path: '/smsc/gateway/:id', handle: signedIn, element: <GatewayPage /> },
  { id: 'smsc-messages', path: '/smsc/messages', handle: signedIn, element: <SentSmsPage /> },
  {
    id: 'smsc-load-tests',
    path: '/smsc/load-tests',
    handle: signedIn,
    element: <LoadTestsPage />,
  },
  {
    id: 'smsc-logs',
    path: '/smsc/logs',
    handle: signedIn,
    element: <PduLogsPage side="smsc" />,
  },
  { id: 'esme-list', path: '/esme', handle: signedIn, element: <EsmeListPage /> },
  {
    id: 'esme-messages',
    path: '/esme/messages',
    handle: signedIn,
    element: <ReceivedSmsPage />,
  },
  { id: 'esme-logs', path: '/esme/logs', handle: signedIn, element: <EsmeLogsPage /> },
  { id: 'routing-routes', path: '/routing/routes', handle: signedIn, element: <RoutesPage /> },
  // Without an id: the first SMSC connection's list.
  { id: 'routing-prices', path: '/routing/prices/:id?', handle: signedIn, element: <PricesPage /> },
  {
    id: 'payments',
    path: '/payments',
    handle: { ...signedIn, billing: true },
    element: <PaymentsPage />,
  },
  {
    id: 'dedicated-smpp',
    path: '/dedicated-smpp',
    handle: signedIn,
    element: <DedicatedSmppPage />,
  },
  { id: 'api-keys', path: '/api-keys', handle: signedIn, element: <ApiKeysPage /> },
  { id: 'settings', path: '/settings', handle: signedIn, element: <SettingsPage /> },
  {
    id: 'admin-users',
    path: '/admin/users',
    handle: { ...signedIn, ability: { action: 'manage', subject: 'all' } },
    element: <AdminUsersPage />,
  },
  {
    id: 'admin-pricing',
    path: '/admin/pricing',
    handle: { ...signedIn, ability: { action: 'manage', subject: 'all' }, billing: true },
    element: <AdminPricingPage />,
  },
  { id: 'login', path: '/login', handle: guest, element: <LoginPage /> },
  {
    id: 'twitter-callback',
    path: '/login/twitter/callback',
    handle: open,
    element: <TwitterCallbackPage />,
  },
  {
    id: 'social-email',
    path: '/login/social/email',
    handle: guest,
    element: <SocialEmailPage />,
  },
  { id: 'register', path: '/register', handle: guest, element: <RegisterPage /> },
  {
    id: 'register-confirm',
    path: '/register/confirm',
    handle: open,
    element: <RegisterConfirmPage />,
  },
  {
    id: 'forgot-password',
    path: '/forgot-password',
    handle: guest,
    element: <ForgotPasswordPage />,
  },
  { id: 'reset-password', path: '/reset-password', handle: guest, element: <ResetPasswordPage /> },
  {
    id: 'email-change-confirm',
    path: '/email-change/confirm',
    handle: open,
    element: <EmailChangeConfirmPage />,
  },
  // Error pages are exempt from the access check (spec section 2).
  { id: 'not-found', path: '/404', handle: open, element: <NotFoundPage /> },
  { id: 'server-error', path: '/500', handle: open, element: <ServerErrorPage /> },
  { id: 'not-found', path: '*', handle: open, element: <NotFoundPage /> },
];

export const existingPages: ReadonlySet<string> = new Set(pageRoutes.map((route) => route.id));

/** Pages of the money side, absent with BILLING=off. */
const billingPages: ReadonlySet<string> = new Set(
  pageRoutes.filter((route) => route.handle.billing).map((route) => route.id),
);

/** Whether the navigation shows a page: it exists, and with billing off it is not about money. */
export const pageAvailable = (page: string, billing: boolean): boolean =>
  existingPages.has(page) && (billing || !billingPages.has(page));
