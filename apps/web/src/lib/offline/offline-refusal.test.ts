import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/app.tsx';
import { isOfflineRefusal } from './offline-refusal.ts';

afterEach(() => onlineManager.setOnline(true));

describe('writes without a network (decision 099)', () => {
  it('are refused before anything is sent, never paused to be sent later', async () => {
    const client = createQueryClient();
    const send = vi.fn(async () => 'sent');
    onlineManager.setOnline(false);
    const refusal = await client
      .getMutationCache()
      .build(client, { mutationFn: send })
      .execute(undefined)
      .catch((error: unknown) => error);
    expect(isOfflineRefusal(refusal)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(
      client
        .getMutationCache()
        .getAll()
        .some((mutation) => mutation.state.isPaused),
    ).toBe(false);

    // Back online, the same write goes through (nothing was kept from the refused one).
    onlineManager.setOnline(true);
    await expect(client.getMutationCache().build(client, { mutationFn: send }).execute(undefined)).resolves.toBe(
      'sent',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });
});
