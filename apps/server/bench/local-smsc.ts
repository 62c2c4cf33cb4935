import { SmscSimulator } from '@routelab/smpp/testing';

// Usage (forked by bench/e2e.ts): local-smsc.ts
// The SMSC simulator in its own process: accepts any bind, answers every submit_sm with a new id
// and sends a delivery receipt (text + TLVs) for each one asking for it, keeping counts only
// (and how often each destination came, for the HTTP bench's kill -9 round). Reports its port,
// then counts, or a tally of given destinations: how many never came, how many came twice.
const smsc = await SmscSimulator.start({
  session: { windowSize: 1000, inboundWindow: 5000 },
  receiptDelayMs: 0,
  record: false,
});
const byDestination = new Map<string, number>();
smsc.on('submit', ({ pdu }) => {
  byDestination.set(pdu.destination_addr, (byDestination.get(pdu.destination_addr) ?? 0) + 1);
});
process.send?.({ type: 'ready', port: smsc.port });
process.on('message', (message: { type: string; destinations?: string[] }) => {
  if (message.type === 'count') process.send?.({ type: 'count', ...smsc.counts });
  if (message.type === 'tally') {
    const times = (message.destinations ?? []).map((to) => byDestination.get(to) ?? 0);
    process.send?.({
      type: 'tally',
      missing: times.filter((count) => count === 0).length,
      twice: times.filter((count) => count > 1).length,
    });
  }
  if (message.type === 'stop') void smsc.stop().finally(() => process.exit(0));
});
