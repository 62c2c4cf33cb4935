/** A character the chosen coding cannot carry, with its position (UTF-16 index) in the text. */
export interface UnencodableCharacter {
  char: string;
  index: number;
}

/** Raised instead of silently substituting '@' or '?' for characters a coding cannot carry. */
export class UnencodableCharacterError extends Error {
  override readonly name = 'UnencodableCharacterError';

  constructor(
    readonly coding: string,
    readonly characters: readonly UnencodableCharacter[],
  ) {
    const listed = characters
      .slice(0, 10)
      .map(({ char, index }) => `${JSON.stringify(char)} at ${index}`)
      .join(', ');
    const more = characters.length > 10 ? ` and ${characters.length - 10} more` : '';
    super(`${coding} cannot encode ${listed}${more}`);
  }
}
