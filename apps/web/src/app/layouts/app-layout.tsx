import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { filterNav } from '../../components/nav/filter-nav';
import { TopUpProvider } from '../../components/top-up/top-up-provider';
import { useAuth } from '../../lib/auth/use-auth';
import { useSettings } from '../../lib/settings-store';
import { navigation } from '../navigation';
import { pageAvailable } from '../page-routes';
import { HorizontalLayout } from './horizontal-layout';
import { SCROLL_TOP_THRESHOLD } from './layout-sizes';
import { VerticalLayout } from './vertical-layout';

/** The signed-in frame: the navigation filtered once, drawn by the chosen layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, ability } = useAuth();
  const layout = useSettings((state) => state.layout);
  const billing = user?.billing ?? false;
  const navItems = useMemo(
    () =>
      filterNav(navigation, {
        ability,
        pageExists: (page) => pageAvailable(page, billing),
      }),
    [ability, billing],
  );
  if (!user) return null;
  const Layout = layout === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return (
    <TopUpProvider enabled={billing}>
      <Layout user={user} navItems={navItems}>
        {children}
      </Layout>
      <ScrollToTop threshold={SCROLL_TOP_THRESHOLD} />
    </TopUpProvider>
  );
}
