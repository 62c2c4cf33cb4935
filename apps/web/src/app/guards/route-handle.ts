import type { AbilityRequirement } from '../../lib/ability';
import type { PageId } from '../use-document-title';
import type { Access } from './guard-decision';

/** Declared by every route (its `handle`): who may see it and in which frame. */
export interface RouteHandle {
  access: Access;
  ability?: AbilityRequirement;
  layout: 'app' | 'blank';
  /** A page of the money side: with BILLING=off it does not exist (the not-found page). */
  billing?: boolean;
  /** The page (routes.tsx sets it from the page's id): the tab's title. */
  page?: PageId;
}
