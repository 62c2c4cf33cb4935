import { describe, expect, it } from 'vitest';
import { abilityFromRules, defineAbilityFor, rulesFor } from './define-ability.js';

describe('abilities', () => {
  it('gives anonymous visitors nothing', () => {
    expect(rulesFor(null)).toEqual([]);
    expect(defineAbilityFor(null).can('read', 'any')).toBe(false);
  });

  it('lets every user read "any" but not manage', () => {
    const ability = defineAbilityFor({ groups: ['user'] });
    expect(ability.can('read', 'any')).toBe(true);
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('update', 'User')).toBe(false);
  });

  it('gives admins manage on all', () => {
    const ability = defineAbilityFor({ groups: ['user', 'admin'] });
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('delete', 'Gateway')).toBe(true);
  });

  it('rebuilds the same ability from the rules the profile sends', () => {
    const ability = abilityFromRules(rulesFor({ groups: ['admin'] }));
    expect(ability.can('manage', 'all')).toBe(true);
    // An object subject: its type comes from its `type` field (spec section 6). The cast is
    // needed because the AppAbility type lists subjects by name only.
    expect(ability.can('read', { type: 'Gateway' } as never)).toBe(true);
  });
});
