import { createBrowserRouter } from 'react-router';
// The DOM provider lets navigations ask for `flushSync` (used by logout).
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
