import { SmscSimulator } from '@routelab/smpp/testing';

// Usage (forked by bench/e2e.ts): local-smsc.ts
// The SMSC simulator in its own process: accepts any bind, answers every submit_sm with a new id
// and sends a delivery receipt (text + TLVs) for each one asking for it, keeping counts only.
// Reports its port, then counts.
const smsc = await SmscSimulator.start({
  session: { windowSize: 1000, inboundWindow: 5000 },
  receiptDelayMs: 0,
  record: false,
});
process.send?.({ type: 'ready', port: smsc.port });
process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', ...smsc.counts });
  if (message.type === 'stop') void smsc.stop().finally(() => process.exit(0));
});
