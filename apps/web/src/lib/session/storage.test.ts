import { afterEach, describe, expect, it, vi } from 'vitest';
import { readString, subscribe, writeValue } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

afterEach(() => localStorage.clear());

describe('writeValue', () => {
  it('writes and tells the listeners only when the value changes; null removes the key', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    writeValue(STORAGE_KEYS.propertyId, '7');
    expect(readString(STORAGE_KEYS.propertyId)).toBe('7');
    expect(listener).toHaveBeenCalledTimes(1);
    // Each screen of a property stores its id again: the same value is neither written nor announced.
    writeValue(STORAGE_KEYS.propertyId, '7');
    expect(listener).toHaveBeenCalledTimes(1);
    writeValue(STORAGE_KEYS.selectedProperty, { id: 7, nickname: 'Palm' });
    writeValue(STORAGE_KEYS.selectedProperty, { id: 7, nickname: 'Palm' });
    expect(readString(STORAGE_KEYS.selectedProperty)).toBe('{"id":7,"nickname":"Palm"}');
    expect(listener).toHaveBeenCalledTimes(2);
    writeValue(STORAGE_KEYS.propertyId, null);
    expect(readString(STORAGE_KEYS.propertyId)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    writeValue(STORAGE_KEYS.propertyId, undefined);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
