import { describe, expect, it } from 'vitest';
import type { CommandName } from '../protocol/command-id.js';
import { DEFAULT_PDUS } from './default-pdus.js';
import { createPdu, defaultFieldValue } from './defaults.js';
import { PDU_LAYOUTS } from './layouts.js';

const commands = Object.keys(PDU_LAYOUTS) as CommandName[];

describe('createPdu', () => {
  it.each(commands)('%s: every layout field in wire order with its neutral value', (command) => {
    const pdu = createPdu(command);
    const layout = PDU_LAYOUTS[command];
    const expected = [
      ['command', command],
      ['commandStatus', 0],
      ['sequenceNumber', 0],
      ...layout.map((field) => [field.name, defaultFieldValue(field)]),
      ['tlvs', []],
    ];
    expect(Object.entries(pdu)).toEqual(expected);
  });

  it('has literal defaults only for commands whose layout it matches', () => {
    const literal = Object.keys(DEFAULT_PDUS) as CommandName[];
    expect(literal.length).toBeGreaterThan(0);
    for (const command of literal) expect(commands).toContain(command);
  });

  it('gives every PDU its own lists, never shared with the next one', () => {
    const first = createPdu('submit_sm');
    first.tlvs.push({ tag: 0x0424, value: Buffer.of(1) });
    expect(createPdu('submit_sm').tlvs).toEqual([]);
    const multi = createPdu('submit_multi');
    multi.dest_address.push({ dest_flag: 2, dl_name: 'staff' });
    expect(createPdu('submit_multi').dest_address).toEqual([]);
  });

  it('copies what init gives over the defaults, and fills missing tlvs', () => {
    const pdu = createPdu('submit_sm', { source_addr: 'RouteLab', sequenceNumber: 9 });
    expect(pdu.source_addr).toBe('RouteLab');
    expect(pdu.sequenceNumber).toBe(9);
    expect(pdu.tlvs).toEqual([]);
  });
});
