import { describe, expect, it } from 'vitest';
import { analyzeText } from './text-analysis.js';

const repeat = (char: string, count: number): string => char.repeat(count);

describe('analyzeText in GSM', () => {
  it.each([
    [0, 1, 160, 160],
    [160, 1, 160, 0],
    [161, 2, 153, 145],
    [306, 2, 153, 0],
    [307, 3, 153, 152],
  ])('%i characters: %i part(s) of %i, %i left', (count, parts, perPart, remaining) => {
    const analysis = analyzeText(repeat('a', count));
    expect(analysis).toMatchObject({ coding: 'gsm7', dataCoding: 0, unit: 'septet' });
    expect(analysis).toMatchObject({ length: count, parts, perPart, remaining });
  });

  it('counts extension characters twice', () => {
    const analysis = analyzeText('a€{');
    expect(analysis.length).toBe(5);
    expect(analysis.characters).toEqual([
      { char: 'a', index: 0, units: 1, fits: true },
      { char: '€', index: 1, units: 2, fits: true },
      { char: '{', index: 2, units: 2, fits: true },
    ]);
    expect(analyzeText(repeat('€', 80)).parts).toBe(1);
    expect(analyzeText(repeat('€', 81)).parts).toBe(2);
  });

  it('never splits an escape pair across parts', () => {
    // 152 + 2 would make 154 > 153, so the euro sign opens the second part.
    const analysis = analyzeText(repeat('a', 152) + '€' + repeat('a', 7));
    expect(analysis).toMatchObject({ length: 161, parts: 2, remaining: 153 - 9 });
  });

  it('uses 152 septets per part with 16-bit references and SAR like UDH8', () => {
    expect(analyzeText(repeat('a', 305), { concatenation: 'udh16' })).toMatchObject({
      parts: 3,
      perPart: 152,
    });
    expect(analyzeText(repeat('a', 306), { concatenation: 'sar' })).toMatchObject({
      parts: 2,
      perPart: 153,
    });
  });

  it('keeps everything in one part for message_payload', () => {
    const analysis = analyzeText(repeat('a', 1000), { concatenation: 'payload' });
    expect(analysis).toMatchObject({ parts: 1, perPart: 65535, tooLong: false });
    const tooBig = analyzeText(repeat('a', 65_536), { concatenation: 'payload' });
    expect(tooBig).toMatchObject({ parts: 1, tooLong: true });
  });

  it('lists characters a forced coding cannot carry', () => {
    const analysis = analyzeText('façade 😀', { coding: 'gsm7' });
    expect(analysis.coding).toBe('gsm7');
    expect(analysis.unencodable).toEqual([
      { char: 'ç', index: 2 },
      { char: '😀', index: 7 },
    ]);
    expect(analysis.characters[2]).toEqual({ char: 'ç', index: 2, units: 1, fits: false });
  });

  it('flags more than 255 parts', () => {
    expect(analyzeText(repeat('a', 153 * 255)).tooLong).toBe(false);
    expect(analyzeText(repeat('a', 153 * 255 + 1)).tooLong).toBe(true);
  });
});

describe('analyzeText in UCS2', () => {
  it('picks UCS2 automatically and counts code units', () => {
    expect(analyzeText(repeat('я', 70))).toMatchObject({
      coding: 'ucs2',
      dataCoding: 8,
      unit: 'code-unit',
      parts: 1,
      perPart: 70,
      remaining: 0,
    });
    expect(analyzeText(repeat('я', 71))).toMatchObject({ parts: 2, perPart: 67, remaining: 63 });
    expect(analyzeText(repeat('я', 71), { concatenation: 'udh16' }).perPart).toBe(66);
  });

  it('counts astral characters as two units and never splits the pair', () => {
    expect(analyzeText(repeat('😀', 35))).toMatchObject({ length: 70, parts: 1 });
    // 67 units per part hold 33 pairs (66 units); the 34th pair goes to the next part.
    expect(analyzeText(repeat('😀', 36))).toMatchObject({ length: 72, parts: 2, remaining: 61 });
    expect(analyzeText('😀').characters).toEqual([{ char: '😀', index: 0, units: 2, fits: true }]);
  });
});

describe('analyzeText in 8-bit codings', () => {
  it('uses 140 octets single and 134 per part for Latin-1', () => {
    expect(analyzeText(repeat('é', 140), { coding: 'latin1' })).toMatchObject({
      dataCoding: 3,
      unit: 'octet',
      parts: 1,
      perPart: 140,
    });
    expect(analyzeText(repeat('é', 141), { coding: 'latin1' })).toMatchObject({
      parts: 2,
      perPart: 134,
    });
  });

  it('counts IA5 as 7-bit text, which SMSCs deliver in the GSM alphabet', () => {
    expect(analyzeText(repeat('a', 160), { coding: 'ia5' })).toMatchObject({
      dataCoding: 1,
      parts: 1,
    });
    expect(analyzeText('aé', { coding: 'ia5' }).unencodable).toEqual([{ char: 'é', index: 1 }]);
  });
});

describe('analyzeText on a link whose data_coding 0 is ASCII or Latin-1', () => {
  it('counts data_coding 0 text one unit a character, 160 single and 153 a part', () => {
    const single = analyzeText(`{${'é'.repeat(159)}`, { defaultCharset: 'latin1' });
    expect(single).toMatchObject({
      coding: 'latin1',
      dataCoding: 0,
      unit: 'septet',
      length: 160,
      parts: 1,
      perPart: 160,
    });
    const long = analyzeText('a'.repeat(161), { defaultCharset: 'ascii' });
    expect(long).toMatchObject({ coding: 'ia5', dataCoding: 0, parts: 2, perPart: 153 });
  });

  it('still counts Latin-1 as data_coding 3 in octets', () => {
    expect(analyzeText('é', { coding: 'latin1', defaultCharset: 'latin1' })).toMatchObject({
      dataCoding: 3,
      unit: 'octet',
      perPart: 140,
    });
  });
});
