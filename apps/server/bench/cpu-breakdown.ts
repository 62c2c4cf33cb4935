import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The parts of a V8 CPU profile (`--cpu-prof`) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where CPU time goes, in the order the table lists it. */
export const CPU_PLACES = [
  'SMPP codec and sessions (packages/smpp)',
  'ingest: message rows, group commit, billing',
  'gateway links, routing, sent message rows',
  'SQLite statements on the event loop (with waits for the write lock)',
  'PDU log: copying frames, batches',
  'hand-off between threads (structured clone)',
  'SQLite inserts (writer thread)',
  'SQLite commits (writer thread)',
  'WAL checkpoints (checkpoint thread)',
  'V8 garbage collection',
  'Node.js runtime and socket I/O',
  'V8 and native code, unattributed',
  'other JavaScript',
] as const;
export type CpuPlace = (typeof CPU_PLACES)[number];

/** Microseconds of CPU per place, and per thread (main, writer, checkpoint, other). */
export interface CpuBreakdown {
  places: Map<CpuPlace, number>;
  threads: Map<string, number>;
}

function placeOf({ functionName, url }: { functionName: string; url: string }): CpuPlace {
  if (functionName === '(garbage collector)') return 'V8 garbage collection';
  if (functionName === '(program)') return 'V8 and native code, unattributed';
  if (functionName === 'insertRows' || functionName === 'insertText') {
    return 'SQLite inserts (writer thread)';
  }
  if (functionName === 'inTransaction') return 'SQLite commits (writer thread)';
  if (functionName === 'pragma') return 'WAL checkpoints (checkpoint thread)';
  // Kysely's SQLite driver runs better-sqlite3's statements synchronously: their time is SQLite's,
  // including a wait in SQLite's busy handler while the writer thread holds the lock.
  if (url.includes('/kysely/') && url.includes('sqlite')) {
    return 'SQLite statements on the event loop (with waits for the write lock)';
  }
  if (url.includes('/packages/smpp/')) return 'SMPP codec and sessions (packages/smpp)';
  if (url.includes('/modules/logs/') || url.includes('pdu-log-hook')) {
    return 'PDU log: copying frames, batches';
  }
  if (
    url.includes('/sqlite-threads/') ||
    ['postMessage', 'receiveMessageOnPort', 'MessageChannel'].includes(functionName)
  ) {
    return 'hand-off between threads (structured clone)';
  }
  if (
    ['/smpp/gateway-manager/', '/modules/routing/', '/modules/smsc-messages/', '/smpp/dlr/'].some(
      (part) => url.includes(`/apps/server/dist${part}`),
    )
  ) {
    return 'gateway links, routing, sent message rows';
  }
  if (url.includes('/apps/server/dist/')) return 'ingest: message rows, group commit, billing';
  if (url === '' || url.startsWith('node:')) return 'Node.js runtime and socket I/O';
  return 'other JavaScript';
}

/** Which thread a profile is: the main one (thread id 0 in its name) or by its busiest place. */
function threadOf(file: string, places: Map<CpuPlace, number>): string {
  if (/\.\d+\.0\.\d+\.cpuprofile$/.test(file)) return 'main thread';
  const writer = places.get('SQLite inserts (writer thread)') ?? 0;
  const checkpoint = places.get('WAL checkpoints (checkpoint thread)') ?? 0;
  if (writer > 0 && writer >= checkpoint) return 'SQLite writer thread';
  if (checkpoint > 0) return 'checkpoint thread';
  return 'other threads';
}

/**
 * Reads every profile a process and its threads wrote to `dir` and sums their samples between
 * `from` and `to` (monotonic microseconds, the clock of process.hrtime, which V8's profiles
 * share), per place and per thread, divided by `messages`: CPU per message.
 */
export async function cpuBreakdown(
  dir: string,
  from: number,
  to: number,
  messages: number,
): Promise<CpuBreakdown> {
  const places = new Map<CpuPlace, number>();
  const threads = new Map<string, number>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
    const placeOfNode = new Map<number, CpuPlace | null>();
    for (const node of profile.nodes) {
      const idle = ['(idle)', '(root)'].includes(node.callFrame.functionName);
      placeOfNode.set(node.id, idle ? null : placeOf(node.callFrame));
    }
    const own = new Map<CpuPlace, number>();
    let time = profile.startTime;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      time += delta;
      const place = placeOfNode.get(id);
      if (!place || time < from || time > to) return;
      own.set(place, (own.get(place) ?? 0) + delta / messages);
    });
    const thread = threadOf(file, own);
    for (const [place, micros] of own) {
      places.set(place, (places.get(place) ?? 0) + micros);
      threads.set(thread, (threads.get(thread) ?? 0) + micros);
    }
  }
  return { places, threads };
}

/** The breakdown as a Markdown table: µs per message and share per place, then per thread. */
export function breakdownTable({ places, threads }: CpuBreakdown): string {
  const format = (value: number, digits: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const total = [...places.values()].reduce((sum, micros) => sum + micros, 0);
  const share = (micros: number) => `${format((micros / total) * 100, 0)}%`;
  const rows = [
    ...CPU_PLACES.filter((place) => places.has(place)).map(
      (place) => [place, places.get(place)!] as const,
    ),
    ...[...threads].map(([thread, micros]) => [`of which on the ${thread}`, micros] as const),
  ];
  return `| Place | µs per message | share |\n| --- | ---: | ---: |\n${rows
    .map(([place, micros]) => `| ${place} | ${format(micros, 1)} | ${share(micros)} |`)
    .join('\n')}\n| total | ${format(total, 1)} | 100% |\n`;
}
