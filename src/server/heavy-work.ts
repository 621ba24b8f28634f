/**
 * A bound on the expensive work one instance does at once: hashing a password (argon2id, 19 MiB and
 * tens of milliseconds of a core each) and rendering a PDF. Each kind waits in a small queue of its
 * own, so a flood of one kind cannot take the cores, the thread pool or the memory from everything
 * else (pages, sign-ins of the other kind). Beyond the queue the request is answered at once with 503
 * and Retry-After instead of waiting behind hundreds of others.
 *
 * Per instance: several instances each keep their own bound, which is what protects each one.
 */
import { serverConfig } from './config';
import { DomainError } from './domain-error';
import { log } from './log';

export type HeavyWorkKind = 'password-hash' | 'pdf';

/** How long a client turned away should wait: the queue empties in about that time. */
const retryAfterSeconds = 5;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

const lanes = new Map<HeavyWorkKind, Lane>();

/** How many of a kind run at once, and how many may wait (HEAVY_WORK_CONCURRENCY, HEAVY_WORK_QUEUE). */
export function heavyWorkLimits(): { concurrency: number; queue: number } {
  return {
    // Two of libuv's four threads for argon2, one render per core on the machines this runs on.
    concurrency: serverConfig.positiveInteger('HEAVY_WORK_CONCURRENCY', 2),
    queue: serverConfig.positiveInteger('HEAVY_WORK_QUEUE', 32),
  };
}

/** service_unavailable (503 with Retry-After): this instance is busy with work of this kind. */
const busy = () => DomainError.of('service_unavailable', null, { retryAfter: retryAfterSeconds });

/** Runs `work` when a place of its kind is free; throws 503 when too many wait already. */
export async function heavyWork<T>(kind: HeavyWorkKind, work: () => Promise<T>): Promise<T> {
  const { concurrency, queue } = heavyWorkLimits();
  let lane = lanes.get(kind);
  if (!lane) {
    lane = { running: 0, waiting: [] };
    lanes.set(kind, lane);
  }
  if (lane.running >= concurrency) {
    if (lane.waiting.length >= queue) {
      log.warn('heavy work queue full', { kind, running: lane.running, waiting: lane.waiting.length });
      throw busy();
    }
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
  } else lane.running += 1;
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, or is given back.
    const next = lane.waiting.shift();
    if (next) next();
    else lane.running -= 1;
  }
}

/** What is running and waiting now, per kind (for tests and the health of an instance). */
export const heavyWorkLoad = (kind: HeavyWorkKind) => ({ running: lanes.get(kind)?.running ?? 0, waiting: lanes.get(kind)?.waiting.length ?? 0 });
