interface TrieNode<T> {
  /** Indexed by digit (0-9); created as digits are added. */
  children: (TrieNode<T> | undefined)[] | undefined;
  value: T | undefined;
}

const ZERO = 48;

/**
 * Values by digit prefix (route prefixes, a gateway's prices): the longest prefix of a number is
 * found by walking its digits, without slicing strings or allocating (the hot path's lookup).
 */
export class DigitTrie<T> {
  private readonly root: TrieNode<T> = { children: undefined, value: undefined };
  private count = 0;

  /** `prefix` is digits (a leading + is ignored). */
  set(prefix: string, value: T): void {
    let node = this.root;
    for (let i = prefix.startsWith('+') ? 1 : 0; i < prefix.length; i += 1) {
      const digit = prefix.charCodeAt(i) - ZERO;
      if (digit < 0 || digit > 9) return;
      node.children ??= new Array<TrieNode<T> | undefined>(10);
      let child = node.children[digit];
      if (!child) {
        child = { children: undefined, value: undefined };
        node.children[digit] = child;
      }
      node = child;
    }
    if (node === this.root) return;
    if (node.value === undefined) this.count += 1;
    node.value = value;
  }

  /** How many prefixes it holds. */
  get size(): number {
    return this.count;
  }

  /**
   * The value of the longest prefix of `number` (its digits after an optional leading +; the
   * walk stops at the first other character), or undefined when none is a prefix.
   */
  longest(number: string): T | undefined {
    let node: TrieNode<T> | undefined = this.root;
    let found: T | undefined;
    for (let i = number.charCodeAt(0) === 43 ? 1 : 0; i < number.length; i += 1) {
      const digit = number.charCodeAt(i) - ZERO;
      if (digit < 0 || digit > 9 || !node.children) break;
      node = node.children[digit];
      if (!node) break;
      if (node.value !== undefined) found = node.value;
    }
    return found;
  }
}
