import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { abilityFromRules, rulesFor } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { navigation } from './navigation';
import { pageAvailable } from './page-routes';
import { filterNav } from '../components/nav/filter-nav';
import type { NavItem } from '../components/nav/nav-types';

const userAbility = abilityFromRules(rulesFor({ groups: ['user'] }));
const adminAbility = abilityFromRules(rulesFor({ groups: ['user', 'admin'] }));
const noAbility = abilityFromRules([]);
const built = new Set(['smsc-list', 'settings', 'admin-users']);
const exists = (page: string) => built.has(page);

const titles = (items: NavItem[]) =>
  items.map((item) =>
    item.kind === 'group' ? `${item.title}[${item.children.map((c) => c.title)}]` : item.title,
  );

describe('filterNav', () => {
  it('shows a normal user only the built pages that read any', () => {
    expect(titles(filterNav(navigation, { ability: userAbility, pageExists: exists }))).toEqual([
      'nav.smppClient[nav.smscList]',
      'nav.settings',
    ]);
  });

  it('adds the administration section and Users for manage/all', () => {
    expect(titles(filterNav(navigation, { ability: adminAbility, pageExists: exists }))).toEqual([
      'nav.smppClient[nav.smscList]',
      'nav.settings',
      'nav.administration',
      'nav.users',
    ]);
  });

  it('shows nothing when reading any is not allowed', () => {
    expect(filterNav(navigation, { ability: noAbility, pageExists: exists })).toEqual([]);
  });

  it('keeps a group with the entries whose pages exist, in the spec order', () => {
    const withSmsc = (page: string) =>
      exists(page) || page === 'smsc-messages' || page === 'payments';
    expect(titles(filterNav(navigation, { ability: userAbility, pageExists: withSmsc }))).toEqual([
      'nav.smppClient[nav.smscList,nav.sentSms]',
      'nav.payments',
      'nav.settings',
    ]);
  });

  it('shows Payments only with billing on', () => {
    const shown = (billing: boolean) =>
      titles(
        filterNav(navigation, {
          ability: userAbility,
          pageExists: (page) => pageAvailable(page, billing),
        }),
      );
    expect(shown(true)).toContain('nav.payments');
    expect(shown(false)).not.toContain('nav.payments');
    expect(shown(false)).toContain('nav.settings');
  });

  it('shows API keys after Payments and before Settings (spec section 2)', () => {
    const shown = titles(
      filterNav(navigation, {
        ability: userAbility,
        pageExists: (page) => pageAvailable(page, true),
      }),
    );
    expect(shown.slice(shown.indexOf('nav.payments'))).toEqual([
      'nav.payments',
      'nav.apiKeys',
      'nav.settings',
    ]);
  });

  it('drops a section title with nothing visible after it', () => {
    const items: NavItem[] = [
      { kind: 'section', title: 'first' },
      { kind: 'section', title: 'second' },
      { kind: 'link', title: 'smsc', icon: HomeOutlined, path: '/', page: 'smsc-list' },
      { kind: 'section', title: 'last' },
    ];
    expect(titles(filterNav(items, { ability: userAbility, pageExists: exists }))).toEqual([
      'second',
      'smsc',
    ]);
  });
});
