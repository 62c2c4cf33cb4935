import type { AppAbility } from '@routelab/shared';
import { allows } from '../../lib/ability';
import type { NavItem, NavLink } from './nav-types';

export interface NavFilterContext {
  ability: AppAbility;
  pageExists: (page: string) => boolean;
}

const linkVisible = (link: NavLink, context: NavFilterContext) =>
  context.pageExists(link.page) && allows(context.ability, link.ability);

/**
 * Keeps what the user may see (spec section 6): entries whose page exists and whose ability
 * (default: read 'any') is granted; groups with at least one such entry; section titles only
 * when something visible follows them before the next section.
 */
export function filterNav(items: readonly NavItem[], context: NavFilterContext): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (linkVisible(item, context)) kept.push(item);
    } else if (item.kind === 'group') {
      if (!allows(context.ability, item.ability)) continue;
      const children = item.children.filter((child) => linkVisible(child, context));
      if (children.length > 0) kept.push({ ...item, children });
    } else if (allows(context.ability, item.ability)) {
      kept.push(item);
    }
  }
  return kept.filter(
    (item, index) =>
      item.kind !== 'section' ||
      (kept[index + 1] !== undefined && kept[index + 1]?.kind !== 'section'),
  );
}
