import { addDays } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { SettingsBlockPage } from './settings-block-page.tsx';

const ZONE = 'Asia/Dubai';
// Only Date is frozen (Sunday 10 March 2030, 10:00 in Dubai); timers stay real for React Query.
const NOW = new Date('2030-03-10T06:00:00Z');
const today = '2030-03-10';
const month = '2030-03';
const blockedDay = '2030-03-28';

const property = {
  id: 7,
  property_id: 'LG-7',
  title: 'Flat',
  nickname: 'Business Bay 2201',
  address: 'Business Bay',
  address_2: null,
  picture: null,
  is_active: true,
  bedrooms: 1,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: ZONE,
  owner_block_label: 'Owner blocked',
};

const day = (date: string) => ({
  date,
  status: date === blockedDay ? 'unavailable' : 'available',
  note: null,
  blocks: { o: date === blockedDay, t: false, m: false },
  ownerReservationId: date === blockedDay ? 55 : null,
  ownersReservation: null,
  task: null,
  tasks: [],
  manualBlock: null,
  blockType: date === blockedDay ? 'o' : null,
  reservation: null,
});

const stay = {
  id: 55,
  propertyId: 7,
  listingId: 7,
  status: 'confirmed',
  confirmationCode: 'OS-1',
  checkIn: `${blockedDay}T15:00:00+04:00`,
  checkOut: `${blockedDay}T23:00:00+04:00`,
  start: `${blockedDay}T15:00:00+04:00`,
  end: `${blockedDay}T23:00:00+04:00`,
  nights: 0,
  note: 'Weekend',
  occupancy: 1,
  accessAnswer: 'have_both',
  guestName: 'Owner blocked',
  title: 'Owner blocked',
  timeZone: ZONE,
  ownerReservation: true,
};

function setUp() {
  writeValues({
    [STORAGE_KEYS.sessionToken]: 'session',
    [STORAGE_KEYS.userStatus]: 'guesty',
    [STORAGE_KEYS.sessionUser]: { userId: 3, name: 'l@example.com', fullName: 'L', isPordalUser: false },
    [STORAGE_KEYS.legacyToken]: 'legacy-token',
  });
  return mockFetch((call) => {
    if (call.url.startsWith('/api/property?')) return jsonResponse(200, { property });
    if (call.url.startsWith('/api/calendar?')) {
      const from = new URL(call.url, 'http://x').searchParams.get('from') ?? today;
      const dates = Array.from({ length: 42 }, (_, i) => addDays(from, i));
      return jsonResponse(200, { listingId: 7, timeZone: ZONE, days: dates.map(day) });
    }
    if (call.url === '/api/legacy/owners-reservations/55') return jsonResponse(200, stay);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'No route' });
  });
}

function renderPage() {
  return renderRoute({ path: '/settings/block/:propertyId', url: '/settings/block/7', element: <SettingsBlockPage /> });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe("SettingsBlockPage ('Block off date')", () => {
  it('opens the owner block for edit from its chip, on the legacy surface', async () => {
    const { calls } = setUp();
    renderPage();
    const chip = await screen.findByRole('button', { name: 'Owner blocked' }, { timeout: 5000 });
    fireEvent.click(chip);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Remove block' })).toBeInTheDocument();
    expect((within(dialog).getByLabelText('Note') as HTMLInputElement).value).toBe('Weekend');
    expect(calls.some((c) => c.url === '/api/legacy/owners-reservations/55')).toBe(true);
  });

  it('opens a new block from a free date at 3:00 PM; days gone are not clickable', async () => {
    setUp();
    renderPage();
    await screen.findByRole('button', { name: 'Owner blocked' }, { timeout: 5000 });
    expect(document.querySelector(`td[data-date="${month}-09"] button`)).toBeNull();
    const cell = document.querySelector(`td[data-date="${month}-27"] button`);
    if (!(cell instanceof HTMLButtonElement)) throw new Error('the 27th is not clickable');
    fireEvent.click(cell);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('From date') as HTMLInputElement).value).toBe('03/27/2030');
    expect((within(dialog).getByLabelText('From time') as HTMLInputElement).value).toBe('3:00 PM');
    expect(within(dialog).queryByRole('button', { name: 'Remove block' })).toBeNull();
  });

  //  Sun 10 March 2030, Dubai
  //  00:00 ........ 14:59 | 15:00 ........ 23:59
  //  the 10th opens       | the 11th is the first day that opens (docs/product/owner-stays.md#time-rules earliest date)
  it('keeps today open before 15:00 only, as the block form does', async () => {
    setUp();
    const cellButton = (date: string) => document.querySelector(`td[data-date="${date}"] button`);
    const { unmount } = renderPage();
    await screen.findByRole('button', { name: 'Owner blocked' }, { timeout: 5000 });
    expect(cellButton(today)).not.toBeNull();
    unmount();

    vi.setSystemTime(new Date('2030-03-10T11:00:00Z')); // 15:00 in Dubai
    renderPage();
    await screen.findByRole('button', { name: 'Owner blocked' }, { timeout: 5000 });
    expect(cellButton(today)).toBeNull();
    expect(cellButton('2030-03-11')).not.toBeNull();
  });
});
