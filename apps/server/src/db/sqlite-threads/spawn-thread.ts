import { Worker } from 'node:worker_threads';

export type ThreadName = 'writer-thread' | 'checkpoint-thread' | 'reader-thread';

/**
 * Built, a thread is its .js file beside this one. Run from the TypeScript sources (tests,
 * benchmarks), it is the .ts file, loaded through tsx, which the sources' runners already use.
 */
export function spawnThread(name: ThreadName, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  }
  const source = new URL(`./${name}.ts`, import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
