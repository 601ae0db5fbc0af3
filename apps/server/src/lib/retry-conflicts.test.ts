import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { retryConflicts, WRITE_ATTEMPTS } from './retry-conflicts.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let runs = 0;
    const result = await retryConflicts(async () => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'written';
    });
    expect(result).toBe('written');
    expect(runs).toBe(3);
  });

  it('refuses with 409 CONCURRENT_UPDATE when every attempt conflicts', async () => {
    let runs = 0;
    const outcome = retryConflicts(async () => {
      runs++;
      throw pgError('40P01');
    });
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({ code: 'CONCURRENT_UPDATE' });
    expect(runs).toBe(WRITE_ATTEMPTS);
  });

  it('passes any other error through at once', async () => {
    let runs = 0;
    const outcome = retryConflicts(async () => {
      runs++;
      throw pgError('23P01');
    });
    await expect(outcome).rejects.toMatchObject({ code: '23P01' });
    expect(runs).toBe(1);
  });
});
