import type { Action, AppAbility, Subject } from '@routelab/shared';

/** What a page or menu entry needs; pages that declare nothing need reading 'any' (spec 2). */
export interface AbilityRequirement {
  action: Action;
  subject: Subject;
}

export const DEFAULT_REQUIREMENT: AbilityRequirement = { action: 'read', subject: 'any' };

export const allows = (
  ability: AppAbility,
  requirement: AbilityRequirement = DEFAULT_REQUIREMENT,
) => ability.can(requirement.action, requirement.subject);
