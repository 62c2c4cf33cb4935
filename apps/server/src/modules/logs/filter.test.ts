import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors/domain-errors.js';
import { parseCommand, parseCommandStatus, toCriteria } from './filter.js';

describe('parseCommand', () => {
  it('reads names in any case, hex ids and decimal ids', () => {
    expect(parseCommand('submit_sm')).toBe(4);
    expect(parseCommand('DELIVER_SM_RESP')).toBe(0x80000005);
    expect(parseCommand('0x00000015')).toBe(0x15);
    expect(parseCommand('9')).toBe(9);
  });

  it('refuses anything else with a field error on command', () => {
    for (const bad of ['explode', '0xZZ', '99999999999', 'toString']) {
      expect(() => parseCommand(bad)).toThrow(ValidationError);
    }
  });
});

describe('parseCommandStatus', () => {
  it('reads status names in any case, hex and decimal values', () => {
    expect(parseCommandStatus('ESME_RTHROTTLED')).toBe(0x58);
    expect(parseCommandStatus('esme_rok')).toBe(0);
    expect(parseCommandStatus('0X00000058')).toBe(0x58);
    expect(parseCommandStatus('88')).toBe(88);
  });

  it('refuses anything else with a field error on command_status', () => {
    for (const bad of ['ESME_RNOPE', '0xZZ', '99999999999', 'toString']) {
      expect(() => parseCommandStatus(bad)).toThrow(ValidationError);
    }
  });
});

describe('toCriteria', () => {
  it('maps the connection filter by side and parses dates', () => {
    const filter = { gateway: 3, client: 4, date_from: '2026-01-01T00:00:00Z' };
    expect(toCriteria(filter, 'smsc', 1)).toEqual({
      userId: 1,
      side: 'smsc',
      connectionId: 3,
      from: Date.parse('2026-01-01T00:00:00Z'),
    });
    expect(toCriteria(filter, 'esme', 1).connectionId).toBe(4);
  });
});
