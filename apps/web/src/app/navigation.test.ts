import { describe, expect, it } from 'vitest';
import { navigation } from './navigation';

describe('navigation', () => {
  it('gives every entry, groups included, an icon of its own (the collapsed rail shows only icons)', () => {
    const entries = navigation.flatMap((item) =>
      item.kind === 'group' ? [item, ...item.children] : item.kind === 'link' ? [item] : [],
    );
    const icons = new Set(entries.map((entry) => entry.icon));
    expect(icons.size).toBe(entries.length);
  });
});
