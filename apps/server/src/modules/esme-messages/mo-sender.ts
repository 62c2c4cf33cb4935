import {
  resolveAddress,
  UNENCODABLE_TEXT,
  type esmeMoCreateSchema,
  type MoResult,
} from '@routelab/shared';
import {
  EsmClass,
  MessageTooLongError,
  TlvTag,
  UnencodableCharacterError,
  makeTlv,
  segmentMessage,
  type Tlv,
} from '@routelab/smpp';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { ClientsRepository } from '../clients/repository.js';

type MoInput = z.output<typeof esmeMoCreateSchema>;

export const NO_RECEIVER = 'No receiver session is bound';

/**
 * A mobile-originated message from the console to an account's bound receiver or transceiver
 * session: deliver_sm, split with an 8-bit reference UDH when it does not fit one.
 */
export class MoSender {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly esme: EsmeServer,
  ) {}

  async send(userId: number, body: MoInput): Promise<MoResult> {
    const client = await this.clients.findForUser(userId, body.client);
    if (!client) throw new NotFoundError();
    const [entry] = this.esme.registry.receivers(client.id);
    if (!entry) throw ValidationError.input(NO_RECEIVER);
    let segmented;
    try {
      segmented = segmentMessage(body.text, { coding: body.coding, method: 'udh8' });
    } catch (error) {
      // The encoder's own words name code points in English; the field gets a translated text.
      if (error instanceof UnencodableCharacterError) {
        throw ValidationError.field('text', UNENCODABLE_TEXT);
      }
      if (error instanceof MessageTooLongError) throw ValidationError.field('text', error.message);
      throw error;
    }
    // TON/NPI as the client side detects them (ACME 5/0, +4915… 1/1 without the `+`).
    const source = resolveAddress(body.source_addr, body.source_addr_ton, body.source_addr_npi);
    const dest = resolveAddress(body.destination_addr, body.dest_addr_ton, body.dest_addr_npi);
    const statuses: number[] = [];
    for (const part of segmented.parts) {
      const tlvs: Tlv[] = part.payload
        ? [makeTlv(TlvTag.message_payload, Buffer.from(part.payload))]
        : [];
      const response = await entry.session.request({
        command: 'deliver_sm',
        source_addr_ton: source.ton,
        source_addr_npi: source.npi,
        source_addr: source.address,
        dest_addr_ton: dest.ton,
        dest_addr_npi: dest.npi,
        destination_addr: dest.address,
        esm_class: part.esmClassUdhi ? EsmClass.UDHI : 0,
        data_coding: segmented.dataCoding,
        short_message: Buffer.from(part.shortMessage),
        tlvs,
      });
      entry.sent += 1;
      statuses.push(response.commandStatus);
    }
    return { parts: segmented.parts.length, statuses };
  }
}
