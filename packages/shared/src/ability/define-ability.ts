import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Group } from '../common/constants.js';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';
/** 'any' is what every page and menu entry needs to be read; 'all' is CASL's wildcard. */
export type Subject =
  'any' | 'all' | 'User' | 'Gateway' | 'Client' | 'Route' | 'Message' | 'Log' | string;
export type AppAbility = MongoAbility<[Action, Subject]>;
export type AppRule = RawRuleOf<AppAbility>;

/** The rules a user's groups grant; sent to the console and enforced by the server alike. */
export function rulesFor(user: { groups: readonly Group[] } | null): AppRule[] {
  if (!user) return [];
  const rules: AppRule[] = [{ action: 'read', subject: 'any' }];
  if (user.groups.includes('admin')) rules.push({ action: 'manage', subject: 'all' });
  return rules;
}

/** Reads an object's subject type from its `type` field (spec section 6). */
const detectSubjectType = (object: Record<string, unknown>): string =>
  typeof object.type === 'string' ? object.type : 'any';

export function abilityFromRules(rules: AppRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules, {
    detectSubjectType: detectSubjectType as never,
  });
}

export function defineAbilityFor(user: { groups: readonly Group[] } | null): AppAbility {
  return abilityFromRules(rulesFor(user));
}
