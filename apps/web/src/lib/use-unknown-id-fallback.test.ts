import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUnknownIdFallback } from './use-unknown-id-fallback';

const known = [{ id: 3 }, { id: 4 }];

function setup(id: string, list: readonly { id: number }[] | undefined) {
  const clear = vi.fn();
  const hook = renderHook(
    ({ id, list }: { id: string; list: readonly { id: number }[] | undefined }) =>
      useUnknownIdFallback(id, list, clear),
    { initialProps: { id, list } },
  );
  return { clear, ...hook };
}

describe('useUnknownIdFallback', () => {
  it('keeps an id until the list has settled, and a known one after', () => {
    const { clear, result, rerender } = setup('3', undefined);
    expect(clear).not.toHaveBeenCalled();
    rerender({ id: '3', list: known });
    expect(clear).not.toHaveBeenCalled();
    expect(result.current.dropped).toBeNull();
  });

  it('clears an id the list does not name once, and keeps it for the notice', () => {
    const { clear, result, rerender } = setup('999', undefined);
    rerender({ id: '999', list: known });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(result.current.dropped).toBe('999');

    rerender({ id: '', list: known });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(result.current.dropped).toBe('999');
  });

  it('forgets the dropped id when another is chosen or the notice is dismissed', () => {
    const { result, rerender } = setup('999', known);
    rerender({ id: '4', list: known });
    expect(result.current.dropped).toBeNull();

    rerender({ id: '998', list: known });
    rerender({ id: '', list: known });
    expect(result.current.dropped).toBe('998');
    act(() => result.current.dismiss());
    expect(result.current.dropped).toBeNull();
  });
});
