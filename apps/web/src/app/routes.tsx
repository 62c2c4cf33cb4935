import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/routes/route-error';
import { AccessGate } from './guards/access-gate';
import { pageRoutes } from './page-routes';

export const routes: RouteObject[] = [
  {
    element: <AccessGate />,
    errorElement: <RouteErrorPage />,
    children: pageRoutes.map(({ id, path, handle, element }) => ({
      path,
      handle: { ...handle, page: id },
      element,
    })),
  },
];
