import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { PageLoader } from '../../components/page-loader';
import { authKeys } from '../../lib/auth/keys';
import { useAuth } from '../../lib/auth/use-auth';
import { NotAuthorizedPage } from '../../features/errors/routes/not-authorized';
import { NotFoundPage } from '../../features/errors/routes/not-found';
import { BlankLayout } from '../layouts/blank-layout';
import { useDocumentTitle } from '../use-document-title';
import { decideGuard } from './guard-decision';
import type { RouteHandle } from './route-handle';

// The signed-in frame (navigation, top bar, top-up) loads with the first signed-in page: the
// login page's first load goes without it (issue 27).
const AppLayout = lazy(() =>
  import('../layouts/app-layout').then((module) => ({ default: module.AppLayout })),
);

const FALLBACK_HANDLE: RouteHandle = { access: 'open', layout: 'blank' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'access' in value && 'layout' in value;
}

/**
 * The root route's element: reads the deepest matched route's handle, applies its guard and
 * draws it in its layout. One element for every page keeps the frame mounted between pages.
 */
export function AccessGate() {
  const auth = useAuth();
  const loggingOut = useIsMutating({ mutationKey: authKeys.logout() }) > 0;
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handle =
    useMatches()
      .map((match) => match.handle)
      .filter(isRouteHandle)
      .at(-1) ?? FALLBACK_HANDLE;
  const decision = decideGuard({
    access: handle.access,
    ability: handle.ability,
    billing: handle.billing,
    status: auth.status,
    user: auth.user,
    userAbility: auth.ability,
    location: `${location.pathname}${location.search}`,
    next: searchParams.get('next'),
  });
  // A page the user may not see is titled as what is shown instead.
  useDocumentTitle(
    decision.kind === 'not-found'
      ? 'not-found'
      : decision.kind === 'unauthorized'
        ? 'not-authorized'
        : handle.page,
  );

  if (loggingOut) return <FullScreenLoader />;
  switch (decision.kind) {
    case 'wait':
      return <FullScreenLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'unauthorized':
      return (
        <BlankLayout>
          <NotAuthorizedPage />
        </BlankLayout>
      );
    case 'not-found':
      return (
        <BlankLayout>
          <NotFoundPage />
        </BlankLayout>
      );
    case 'render': {
      const Layout = handle.layout === 'app' && auth.user ? AppLayout : BlankLayout;
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <Layout>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Layout>
        </Suspense>
      );
    }
  }
}
