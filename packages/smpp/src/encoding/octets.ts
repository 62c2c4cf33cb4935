/** Arrays up to this length are allocated on the JS heap by the engine: already cheap. */
const ON_HEAP_MAX = 64;
const SLAB_SIZE = 8 * 1024;
/** Larger arrays get a buffer of their own, so a small one never pins a slab for long. */
const POOLED_MAX = SLAB_SIZE / 4;

let slab = new ArrayBuffer(SLAB_SIZE);
let slabUsed = 0;

/**
 * A zero-filled Uint8Array of `length` octets for an encoder's output. Between 65 octets and
 * POOLED_MAX it is a view into a shared slab, as Node's own buffer pool does: a typed array with
 * its own buffer above 64 octets costs several times more to make than a view (V8 allocates its
 * store outside the heap). Each range is handed out once, so views never overlap; code that
 * reads `.buffer` must also use `byteOffset` and `byteLength`.
 */
export function allocateOctets(length: number): Uint8Array {
  if (length <= ON_HEAP_MAX || length > POOLED_MAX) return new Uint8Array(length);
  if (slabUsed + length > SLAB_SIZE) {
    slab = new ArrayBuffer(SLAB_SIZE);
    slabUsed = 0;
  }
  const octets = new Uint8Array(slab, slabUsed, length);
  slabUsed += length;
  return octets;
}
