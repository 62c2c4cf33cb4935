import type { SvgIconComponent } from '@mui/icons-material';
import type { AbilityRequirement } from '../../lib/ability';

/** Navigation is data (DESIGN.md section 1): one filter applies the ability, renderers draw it. */
export interface NavLink {
  kind: 'link';
  /** i18n key of the title. */
  title: string;
  icon: SvgIconComponent;
  path: string;
  /** The page this entry opens; the entry shows only once that page exists. */
  page: string;
  ability?: AbilityRequirement;
  /** i18n key of a badge, e.g. 'new'. */
  badge?: string;
}

export interface NavGroup {
  kind: 'group';
  title: string;
  icon: SvgIconComponent;
  ability?: AbilityRequirement;
  children: NavLink[];
}

export interface NavSection {
  kind: 'section';
  title: string;
  ability?: AbilityRequirement;
}

export type NavItem = NavLink | NavGroup | NavSection;
