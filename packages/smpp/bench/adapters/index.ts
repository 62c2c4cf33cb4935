import { npmSmppLibrary } from './npm-smpp.js';
import { routelabLibrary } from './routelab.js';
import type { BenchLibrary } from './types.js';

/** Libraries under test, keyed by the name the driver passes to its workers; ours first. */
export const libraries: Record<string, BenchLibrary> = {
  routelab: routelabLibrary,
  'npm-smpp': npmSmppLibrary,
};

export function libraryNamed(name: string | undefined): BenchLibrary {
  const library = name === undefined ? undefined : libraries[name];
  if (!library) {
    throw new Error(`unknown bench library "${name}"; known: ${Object.keys(libraries).join(', ')}`);
  }
  return library;
}
