import { describe, expect, it } from 'vitest';
import { detectImageType } from './avatar.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe('detectImageType', () => {
  it('recognises png, jpeg and webp by their magic bytes', () => {
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(jpeg)).toBe('jpg');
    expect(detectImageType(webp)).toBe('webp');
  });

  it('rejects other content, whatever its name', () => {
    expect(detectImageType(Buffer.from('GIF89a...'))).toBeUndefined();
    expect(
      detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
