import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { filterNav } from '../../components/nav/filter-nav';
import { useAuth } from '../../lib/auth/use-auth';
import { useSettings } from '../../lib/settings-store';
import { navigation } from '../navigation';
import { existingPages } from '../page-routes';
import { HorizontalLayout } from './horizontal-layout';
import { SCROLL_TOP_THRESHOLD } from './layout-sizes';
import { VerticalLayout } from './vertical-layout';

/** The signed-in frame: the navigation filtered once, drawn by the chosen layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, ability } = useAuth();
  const layout = useSettings((state) => state.layout);
  const navItems = useMemo(
    () => filterNav(navigation, { ability, pageExists: (page) => existingPages.has(page) }),
    [ability],
  );
  if (!user) return null;
  const Layout = layout === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return (
    <>
      <Layout user={user} navItems={navItems}>
        {children}
      </Layout>
      <ScrollToTop threshold={SCROLL_TOP_THRESHOLD} />
    </>
  );
}
