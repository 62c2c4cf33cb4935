import { CommandStatus as S } from '../protocol/command-status.js';
import { DestFlag } from '../protocol/constants.js';
import { SmppFieldError } from './errors.js';
import { ADDRESS_MAX, MAX_DESTINATIONS } from './layouts.js';
import type { DestAddress, UnsuccessSme } from './pdu-types.js';
import type { PduReader } from './pdu-reader.js';
import type { PduWriter } from './pdu-writer.js';

// submit_multi's dest_address list and submit_multi_resp's unsuccess_sme list.

function checkAddress(command: string, field: string, value: unknown, status: number): number {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX) {
    throw new SmppFieldError(
      command,
      field,
      ADDRESS_MAX,
      status,
      `at most ${ADDRESS_MAX} characters`,
    );
  }
  return value.length + 1;
}

function checkByte(command: string, field: string, value: unknown, status: number): void {
  if (typeof value !== 'number' || (value & 0xff) !== value) {
    throw new SmppFieldError(command, field, 0xff, status, `${String(value)} is not an octet`);
  }
}

export function measureDestAddresses(command: string, list: readonly DestAddress[]): number {
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_DESTINATIONS) {
    throw new SmppFieldError(
      command,
      'dest_address',
      MAX_DESTINATIONS,
      S.ESME_RINVNUMDESTS,
      `1 to ${MAX_DESTINATIONS} destinations`,
    );
  }
  let length = 1;
  for (const dest of list) {
    if (dest.dest_flag === DestFlag.SME_ADDRESS) {
      checkByte(command, 'dest_addr_ton', dest.dest_addr_ton, S.ESME_RINVDSTTON);
      checkByte(command, 'dest_addr_npi', dest.dest_addr_npi, S.ESME_RINVDSTNPI);
      length +=
        3 + checkAddress(command, 'destination_addr', dest.destination_addr, S.ESME_RINVDSTADR);
    } else if (dest.dest_flag === DestFlag.DISTRIBUTION_LIST) {
      length += 1 + checkAddress(command, 'dl_name', dest.dl_name, S.ESME_RINVDLNAME);
    } else {
      throw new SmppFieldError(
        command,
        'dest_flag',
        2,
        S.ESME_RINVDESTFLAG,
        'dest_flag must be 1 or 2',
      );
    }
  }
  return length;
}

export function writeDestAddresses(writer: PduWriter, list: readonly DestAddress[]): void {
  writer.u8(list.length);
  for (const dest of list) {
    writer.u8(dest.dest_flag);
    if (dest.dest_flag === DestFlag.SME_ADDRESS) {
      writer.u8(dest.dest_addr_ton);
      writer.u8(dest.dest_addr_npi);
      writer.cstring(dest.destination_addr, 'destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR);
    } else {
      writer.cstring(dest.dl_name, 'dl_name', ADDRESS_MAX, S.ESME_RINVDLNAME);
    }
  }
}

export function readDestAddresses(reader: PduReader): DestAddress[] {
  const count = reader.u8('number_of_dests');
  if (count < 1 || count > MAX_DESTINATIONS) {
    reader.fail(S.ESME_RINVNUMDESTS, 'number_of_dests', `${count} destinations`);
  }
  const list: DestAddress[] = [];
  for (let i = 0; i < count; i++) {
    const flag = reader.u8('dest_flag');
    if (flag === DestFlag.SME_ADDRESS) {
      list.push({
        dest_flag: 1,
        dest_addr_ton: reader.u8('dest_addr_ton'),
        dest_addr_npi: reader.u8('dest_addr_npi'),
        destination_addr: reader.cstring('destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR),
      });
    } else if (flag === DestFlag.DISTRIBUTION_LIST) {
      list.push({
        dest_flag: 2,
        dl_name: reader.cstring('dl_name', ADDRESS_MAX, S.ESME_RINVDLNAME),
      });
    } else {
      reader.fail(S.ESME_RINVDESTFLAG, 'dest_flag', `unknown dest_flag ${flag}`);
    }
  }
  return list;
}

export function measureUnsuccessSmes(command: string, list: readonly UnsuccessSme[]): number {
  if (!Array.isArray(list) || list.length > MAX_DESTINATIONS) {
    throw new SmppFieldError(
      command,
      'unsuccess_sme',
      MAX_DESTINATIONS,
      S.ESME_RINVNUMDESTS,
      `at most ${MAX_DESTINATIONS} entries`,
    );
  }
  let length = 1;
  for (const sme of list) {
    checkByte(command, 'dest_addr_ton', sme.dest_addr_ton, S.ESME_RINVDSTTON);
    checkByte(command, 'dest_addr_npi', sme.dest_addr_npi, S.ESME_RINVDSTNPI);
    const code = sme.error_status_code;
    if (typeof code !== 'number' || code >>> 0 !== code) {
      throw new SmppFieldError(
        command,
        'error_status_code',
        0xffffffff,
        S.ESME_RSYSERR,
        'not a uint32',
      );
    }
    length +=
      6 + checkAddress(command, 'destination_addr', sme.destination_addr, S.ESME_RINVDSTADR);
  }
  return length;
}

export function writeUnsuccessSmes(writer: PduWriter, list: readonly UnsuccessSme[]): void {
  writer.u8(list.length);
  for (const sme of list) {
    writer.u8(sme.dest_addr_ton);
    writer.u8(sme.dest_addr_npi);
    writer.cstring(sme.destination_addr, 'destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR);
    writer.u32(sme.error_status_code);
  }
}

export function readUnsuccessSmes(reader: PduReader): UnsuccessSme[] {
  const count = reader.u8('no_unsuccess');
  if (count > MAX_DESTINATIONS) {
    reader.fail(S.ESME_RINVNUMDESTS, 'no_unsuccess', `${count} entries`);
  }
  const list: UnsuccessSme[] = [];
  for (let i = 0; i < count; i++) {
    list.push({
      dest_addr_ton: reader.u8('dest_addr_ton'),
      dest_addr_npi: reader.u8('dest_addr_npi'),
      destination_addr: reader.cstring('destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR),
      error_status_code: reader.u32('error_status_code'),
    });
  }
  return list;
}
