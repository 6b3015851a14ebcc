import { describe, expect, it } from 'vitest';
import { backoffDelay, retry } from '../../src/retry.ts';
import { isConflictDbError, isTransientDbError, retryOnConflict } from '../../src/store/transient.ts';

describe('backoffDelay', () => {
  it('doubles from the first delay up to the cap; jitter only shortens it', () => {
    const p = { initialMs: 100, maxMs: 1000 };
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(p, a))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay({ ...p, jitter: 0.5 }, 3, () => 0)).toBe(200);
    expect(backoffDelay({ ...p, jitter: 0.5 }, 3, () => 1)).toBe(400);
  });
});

describe('retry', () => {
  it('retries what is retriable, up to the attempts, and reports each retry', async () => {
    const seen: number[] = [];
    let calls = 0;
    const out = await retry(
      async () => {
        if (++calls < 3) throw Object.assign(new Error('busy'), { code: '40001' });
        return 'ok';
      },
      {
        attempts: 5,
        backoff: { initialMs: 1, maxMs: 2 },
        retriable: isConflictDbError,
        onRetry: (_e, a) => void seen.push(a),
      },
    );
    expect(out).toBe('ok');
    expect(seen).toEqual([1, 2]);
  });

  it('gives up at once on an error that is not retriable, and after the last attempt otherwise', async () => {
    let calls = 0;
    const bad = () =>
      retry(
        async () => {
          calls++;
          throw new Error('syntax error');
        },
        { attempts: 3, backoff: { initialMs: 1, maxMs: 1 }, retriable: isTransientDbError },
      );
    await expect(bad()).rejects.toThrow('syntax error');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw Object.assign(new Error('dup'), { code: '23505' });
      }, 3),
    ).rejects.toThrow('dup');
    expect(calls).toBe(3);
  });

  it('stops when told to, with the last error', async () => {
    let stop = false;
    await expect(
      retry(
        async () => {
          stop = true;
          throw new Error('away');
        },
        { backoff: { initialMs: 1, maxMs: 1 }, stopped: () => stop },
      ),
    ).rejects.toThrow('away');
  });
});

describe('one list of retriable database errors', () => {
  it('makes no further attempt when told to stop during the wait', async () => {
    let calls = 0;
    let stop = false;
    const failing = retry(
      async () => {
        calls++;
        throw new Error(`down ${calls}`);
      },
      { backoff: { initialMs: 50, maxMs: 50 }, stopped: () => stop },
    );
    await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await expect(failing).rejects.toThrow('down 1');
    expect(calls).toBe(1);
  });

  it('a deadlock is both transient and a conflict; a unique violation only a conflict; a lost connection only transient', () => {
    const e = (code: string) => Object.assign(new Error(code), { code });
    expect([isTransientDbError(e('40P01')), isConflictDbError(e('40P01'))]).toEqual([true, true]);
    expect([isTransientDbError(e('23505')), isConflictDbError(e('23505'))]).toEqual([false, true]);
    expect([isTransientDbError(e('ECONNRESET')), isConflictDbError(e('ECONNRESET'))]).toEqual([true, false]);
  });
});
