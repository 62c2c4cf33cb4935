/**
 * Characters of generated ESME passwords: printable ASCII without space, quotes, backslash and
 * characters that are easily confused (0/O, 1/l/I), so a password survives config files (Kannel,
 * shell) and being read aloud.
 */
export const PASSWORD_GROUPS = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#$%*+-=?@^_~',
] as const;

/** SMPP 3.4 allows 8 octets plus the NUL terminator in the bind password. */
export const SMPP_PASSWORD_LENGTH = 8;

const ALPHABET = PASSWORD_GROUPS.join('');

type RandomSource = (buffer: Uint32Array) => Uint32Array;

const cryptoRandom: RandomSource = (buffer) => crypto.getRandomValues(buffer);

/** A uniformly random index below `bound` (rejection sampling: no modulo bias). */
function randomIndex(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const sample = new Uint32Array(1);
  for (;;) {
    random(sample);
    if (sample[0]! < limit) return sample[0]! % bound;
  }
}

/**
 * A strong 8-character SMPP password: one character of every group (lower, upper, digit,
 * symbol), the rest from all of them, shuffled.
 */
export function generateSmppPassword(random: RandomSource = cryptoRandom): string {
  const pick = (chars: string) => chars[randomIndex(chars.length, random)]!;
  const characters = PASSWORD_GROUPS.map(pick);
  while (characters.length < SMPP_PASSWORD_LENGTH) characters.push(pick(ALPHABET));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, random);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}
