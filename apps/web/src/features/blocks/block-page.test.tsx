import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { BlockPage } from './block-page.tsx';

const property = (isPordal: 0 | 1) => ({
  id: 7,
  property_id: isPordal ? 'PD-7' : 'LG-7',
  title: 'Villa',
  nickname: 'Palm Villa 7',
  address: 'Palm',
  address_2: null,
  picture: null,
  is_active: true,
  bedrooms: 3,
  currency: 'AED',
  is_pordal: isPordal,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
});

const stay = (over: Record<string, unknown> = {}) => ({
  id: 55,
  propertyId: 7,
  listingId: 7,
  status: 'confirmed',
  confirmationCode: 'OS-ABC',
  checkIn: '2030-03-12T15:00:00+04:00',
  checkOut: '2030-03-19T11:00:00+04:00',
  start: '2030-03-12T15:00:00+04:00',
  end: '2030-03-19T11:00:00+04:00',
  nights: 7,
  note: 'Family',
  occupancy: 1,
  accessAnswer: 'need_both',
  guestName: 'Owner blocked',
  title: 'Owner blocked',
  timeZone: 'Asia/Dubai',
  ownerReservation: true,
  ...over,
});

function signIn(status: 'pordal' | 'guesty' | 'both') {
  writeValues({
    [STORAGE_KEYS.sessionToken]: 'session',
    [STORAGE_KEYS.userStatus]: status,
    [STORAGE_KEYS.sessionUser]: { userId: 3, name: 'o@example.com', fullName: 'O', isPordalUser: status !== 'guesty' },
    [STORAGE_KEYS.legacyToken]: status === 'pordal' ? null : 'legacy-token',
    [STORAGE_KEYS.tokenConfig]:
      status === 'guesty'
        ? null
        : { access_token: 'access', refresh_token: 'refresh', expires_in: 3600, expires_at: Date.now() + 3_600_000 },
  });
}

// Only Date is frozen (Sunday 10 March 2030, 10:00 in Dubai); timers stay real for React Query.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-10T06:00:00Z'));
});

type Handler = (call: RecordedCall) => Response | undefined;

function serve(isPordal: 0 | 1, handler: Handler = () => undefined) {
  return mockFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/property?')) return jsonResponse(200, { property: property(isPordal) });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'No route' });
  });
}

function renderBlock(url: string) {
  return renderRoute({
    path: '/calendar/:propertyId/block/:blockId',
    url,
    element: <BlockPage />,
    routes: [{ path: '/calendar/:propertyId', element: <p>calendar page</p> }],
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Opens the field's date picker and picks the day by its spoken name. */
const openPicker = (label: string) =>
  fireEvent.click(screen.getByRole('button', { name: 'Choose date', description: label }));
const pickDate = (label: string, dayName: string) => {
  openPicker(label);
  fireEvent.click(screen.getByRole('button', { name: dayName }));
};
const chooseAnswer = () => fireEvent.click(screen.getByLabelText('I have a card but need keys'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Block dates' }));

describe('BlockPage: create', () => {
  it('starts from the clicked date at 3:00 PM to the next day 11:00 AM, and posts to the pordal surface', async () => {
    signIn('pordal');
    const { calls } = serve(1, (call) => (call.method === 'POST' ? jsonResponse(201, stay()) : undefined));
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    expect(await screen.findByText('Palm Villa 7')).toBeInTheDocument();
    expect(field('From date').value).toBe('03/12/2030');
    expect(field('From time').value).toBe('3:00 PM');
    expect(field('To date').value).toBe('03/13/2030');
    expect(field('To time').value).toBe('11:00 AM');
    pickDate('To date', 'Tuesday, March 19, 2030');
    fireEvent.input(field('Note'), { target: { value: 'Family' } });
    chooseAnswer();
    submit();
    expect(await screen.findByText('calendar page')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/pordal/owner-reservation');
    expect(post?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(post?.headers.authorization).toBe('Bearer access');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      propertyId: 7,
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-19T11:00',
      note: 'Family',
      occupancy: 1,
      accessAnswer: 'have_card_need_keys',
    });
  });

  it('posts to the legacy surface with listingId for a guesty owner', async () => {
    signIn('guesty');
    const { calls } = serve(0, (call) => (call.method === 'POST' ? jsonResponse(201, stay()) : undefined));
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    await screen.findByText('Palm Villa 7');
    chooseAnswer();
    submit();
    await screen.findByText('calendar page');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/legacy/owners-reservations');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ listingId: 7, checkIn: '2030-03-12T15:00' });
  });

  //  to-time   11:00 AM  |  11:01 AM ... 11:59 PM
  //  hint      none      |  'A check-out after 11:00 AM keeps the property blocked until 11:00 AM the next day.'
  it('tells of the late check-out from the first minute after 11:00 AM, by the domain rule', async () => {
    signIn('pordal');
    serve(1);
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    await screen.findByText('Palm Villa 7');
    const hint = () => screen.queryByText(/keeps the property blocked until 11:00 AM the next day/);
    expect(hint()).toBeNull();
    fireEvent.input(field('To time'), { target: { value: '11:01 AM' } });
    expect(hint()).toBeInTheDocument();
    fireEvent.input(field('To time'), { target: { value: '9 am' } });
    expect(hint()).toBeNull();
    fireEvent.input(field('To time'), { target: { value: '1 pm' } });
    expect(hint()).toBeInTheDocument();
  });

  it('limits the note to the length the contract accepts', async () => {
    signIn('pordal');
    serve(1);
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    await screen.findByText('Palm Villa 7');
    expect(field('Note').maxLength).toBe(1000);
  });

  it('shows the rule texts under the fields without calling the server', async () => {
    signIn('both');
    const { calls } = serve(1);
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    await screen.findByText('Palm Villa 7');
    fireEvent.input(field('From time'), { target: { value: 'quarter past' } });
    // The picker offers no check-out day before the check-in day; the same day at 11:00 is still too early.
    openPicker('To date');
    expect(screen.getByRole('button', { name: 'Monday, March 11, 2030' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, March 12, 2030' }));
    submit();
    expect(await screen.findByText('Invalid time format')).toBeInTheDocument();
    expect(screen.getByText('Access card and keys field is required. Please enter a valid value.')).toBeInTheDocument();
    fireEvent.input(field('From time'), { target: { value: '3 pm' } });
    chooseAnswer();
    submit();
    expect(await screen.findByText('Check-out must be after check-in')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal: the check-out message first, else the detail", async () => {
    signIn('pordal');
    let answer = jsonResponse(409, {
      status: 409,
      code: 'PROPERTY_ALREADY_RESERVED',
      title: 'PROPERTY_ALREADY_RESERVED',
      detail: 'The property is already reserved for your selected dates',
    });
    serve(1, (call) => (call.method === 'POST' ? answer : undefined));
    renderBlock('/calendar/7/block/new?date=2030-03-12');
    await screen.findByText('Palm Villa 7');
    chooseAnswer();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The property is already reserved for your selected dates',
    );
    answer = jsonResponse(422, {
      status: 422,
      code: 'TIME_TOO_EARLY',
      title: 'TIME_TOO_EARLY',
      detail: 'From time should be after or at 10:01 AM',
      validation: [
        { path: 'checkIn', code: 'TIME_TOO_EARLY', message: 'From time should be after or at 10:01 AM' },
        { path: 'checkOut', code: 'CHECKOUT_BEFORE_CHECKIN', message: 'Check-out must be after check-in' },
      ],
    });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Check-out must be after check-in'));
  });
});

describe('BlockPage: edit', () => {
  it('locks the check-in of an ongoing block and does not offer removal', async () => {
    signIn('pordal');
    const now = Date.now();
    const ongoing = stay({
      checkIn: new Date(now - 86_400_000).toISOString(),
      checkOut: new Date(now + 3 * 86_400_000).toISOString(),
    });
    serve(1, (call) => (call.url === '/api/pordal/owner-reservation/55' ? jsonResponse(200, ongoing) : undefined));
    renderBlock('/calendar/7/block/55');
    expect(await screen.findByText('Your stay has started: the check-in can no longer change.')).toBeInTheDocument();
    expect(field('From date')).toBeDisabled();
    expect(field('To date')).not.toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove block' })).toBeDisabled();
    expect(screen.getByText('Can not remove reservation.')).toBeInTheDocument();
  });

  it('refuses to change a past block', async () => {
    signIn('guesty');
    const past = stay({ checkIn: '2020-03-12T15:00:00+04:00', checkOut: '2020-03-19T11:00:00+04:00' });
    serve(0, (call) => (call.url === '/api/legacy/owners-reservations/55' ? jsonResponse(200, past) : undefined));
    renderBlock('/calendar/7/block/55');
    expect(await screen.findByText('Can not edit/remove past reservation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove block' })).toBeDisabled();
  });

  it("says 'Reservation not found' for a block of another of the owner's properties, and offers no form", async () => {
    signIn('pordal');
    const { calls } = serve(1, (call) =>
      call.url === '/api/pordal/owner-reservation/55'
        ? jsonResponse(200, stay({ propertyId: 2, listingId: 2 }))
        : undefined,
    );
    renderBlock('/calendar/7/block/55');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reservation not found');
    expect(screen.getByRole('heading', { name: 'Palm Villa 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('removes a future block through the pordal PUT with status cancelled and occupancy 1', async () => {
    signIn('pordal');
    const { calls } = serve(1, (call) => {
      if (call.url !== '/api/pordal/owner-reservation/55') return undefined;
      return jsonResponse(200, call.method === 'PUT' ? stay({ status: 'cancelled' }) : stay());
    });
    renderBlock('/calendar/7/block/55');
    const remove = await screen.findByRole('button', { name: 'Remove block' });
    await waitFor(() => expect(remove).toBeEnabled());
    fireEvent.click(remove);
    await screen.findByText('calendar page');
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ status: 'cancelled', occupancy: 1 });
  });
});
