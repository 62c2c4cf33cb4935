import { CommandStatus, createPdu } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import type { MtRouter, MtSubmitFacts } from '../ports/mt-router.js';
import type { LiveAccount } from './bind-registry.js';
import { routeSubmit } from './submit-routing.js';

const account: LiveAccount = {
  clientId: 7,
  userId: 3,
  limiter: undefined,
  policy: { mode: 'off', delay_min_ms: 0, delay_max_ms: 0, weights: {} as never },
  routing: { noRoute: 'refuse' },
};

/** A router that routes destinations starting with 380 to gateway 5, and records what it saw. */
function router(seen: MtSubmitFacts[]): MtRouter {
  return {
    choose: (facts) => {
      seen.push(facts);
      return facts.destination.startsWith('380')
        ? { routeId: 1, gatewayId: 5, attempt: 0 }
        : undefined;
    },
    next: () => undefined,
  };
}

const submit = (destination: string, registeredDelivery = 1) =>
  createPdu('submit_sm', {
    source_addr: 'Shop',
    destination_addr: destination,
    registered_delivery: registeredDelivery,
    short_message: Buffer.from('hello', 'latin1'),
  });

describe('routeSubmit', () => {
  it('takes the route’s gateway, with no outcome of its own, charged', () => {
    const seen: MtSubmitFacts[] = [];
    const pdu = submit('380501234567');
    const routed = routeSubmit(router(seen), account, { noRoute: 'refuse' }, pdu, pdu, 1_000);
    expect(routed).toEqual({
      choice: { routeId: 1, gatewayId: 5, attempt: 0 },
      outcome: null,
      refusal: undefined,
      charged: true,
    });
    expect(seen[0]).toMatchObject({ userId: 3, clientId: 7, source: 'Shop', now: 1_000 });
    expect(seen[0]!.text()).toBe('hello');
  });

  it('refuses a submit no route matches with ESME_RINVDSTADR, uncharged', () => {
    const pdu = submit('4915100000001');
    const routed = routeSubmit(router([]), account, { noRoute: 'refuse' }, pdu, pdu, 1_000);
    expect(routed.refusal).toBe(CommandStatus.ESME_RINVDSTADR);
    expect(routed.charged).toBe(false);
  });

  it('accepts it instead, when asked, ending undeliverable with err 0x0B and a receipt if wanted', () => {
    const wanted = submit('4915100000001', 1);
    const accepted = routeSubmit(
      router([]),
      account,
      { noRoute: 'accept_report' },
      wanted,
      wanted,
      1_000,
    );
    expect(accepted).toMatchObject({
      choice: undefined,
      refusal: undefined,
      charged: false,
      outcome: {
        outcome_at: 1_000,
        report_due_at: 1_000,
        report_status: 'undeliverable',
        report_error: CommandStatus.ESME_RINVDSTADR,
      },
    });
    const unwanted = submit('4915100000001', 0);
    const silent = routeSubmit(
      router([]),
      account,
      { noRoute: 'accept_report' },
      unwanted,
      unwanted,
      1_000,
    );
    expect(silent.outcome).toMatchObject({ outcome_at: 1_000, report_due_at: null });
  });
});
