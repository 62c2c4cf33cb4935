import { describe, expect, it } from 'vitest';
import { DigitTrie } from './digit-trie.js';

describe('prefixes by digit', () => {
  it('finds the longest prefix of a number, a leading + ignored', () => {
    const prices = new DigitTrie<number>();
    prices.set('380', 30);
    prices.set('38067', 20);
    prices.set('+49', 40);
    expect(prices.size).toBe(3);
    expect(prices.longest('380671234567')).toBe(20);
    expect(prices.longest('+380501234567')).toBe(30);
    expect(prices.longest('4915100000001')).toBe(40);
    expect(prices.longest('38')).toBeUndefined();
    expect(prices.longest('1555')).toBeUndefined();
    expect(prices.longest('')).toBeUndefined();
    expect(prices.longest('380-67')).toBe(30);
  });

  it('replaces a prefix’s value and ignores what is not digits', () => {
    const trie = new DigitTrie<number>();
    trie.set('44', 1);
    trie.set('44', 2);
    trie.set('', 3);
    trie.set('4x', 4);
    expect(trie.size).toBe(1);
    expect(trie.longest('447700900000')).toBe(2);
  });
});
