import type { Property, Reservation } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { BookingDetails } from './booking-details.tsx';

const property: Property = {
  id: 7,
  property_id: 'MG-7',
  title: 'Flat',
  nickname: 'Marina Gate 1204',
  address: 'Dubai Marina',
  address_2: '',
  picture: null,
  is_active: true,
  bedrooms: 2,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
};

const reservation: Reservation = {
  id: 1,
  propertyId: 7,
  confirmationCode: 'HMABC123',
  start: '2030-03-02T11:00:00Z',
  end: '2030-03-06T08:00:00Z',
  nights: 4,
  source: 'Airbnb',
  guestName: 'Greta',
  title: 'Greta',
  status: 'confirmed',
  isParked: false,
  ownerReservation: false,
  note: null,
  currency: 'AED',
  grossRevenue: 2000,
  managementFee: 400,
  netRevenue: 1600,
  guestPayment: 2300,
  ownerPayout: 1600,
};

const payout = {
  confirmation_code: 'HMABC123',
  currency: 'AED',
  guest_payment: { discounted_fare: 2000, cleaning_fee: 250, property_use_taxes: 50, total_guest_payment: 2300 },
  owner_payout: {
    discounted_fare: 2000,
    host_service_fee: 0,
    gross_revenue: 2000,
    management_fee: 400,
    net_payout: 1600,
  },
};

function renderDetails() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BookingDetails property={property} reservation={reservation} onBack={() => {}} />
    </QueryClientProvider>,
  );
}

describe('booking details', () => {
  it('a failed commission call says the rate is missing (the amounts stay), and Retry loads it', async () => {
    let isOffline = true;
    mockFetch((call) => {
      if (call.url.startsWith('/api/reservation-payouts?')) return jsonResponse(200, { data: [payout] });
      if (call.url.startsWith('/api/commission?')) {
        if (isOffline) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { config_commission_fee: { value: 0.2 } });
      }
      return jsonResponse(404, { code: 'NOT_FOUND', detail: 'No route' });
    });
    renderDetails();
    const owner = await screen.findByRole('region', { name: 'Owner payout' });
    const note = await within(owner).findByRole('status');
    expect(note).toHaveTextContent("The management fee's rate could not be loaded. The amounts above are complete.");
    expect(within(owner).getByText('Management fee')).toBeInTheDocument();
    expect(within(owner).getByText('Net payout')).toBeInTheDocument();

    isOffline = false;
    fireEvent.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(await within(owner).findByText('Management fee (20%)')).toBeInTheDocument();
    expect(within(owner).queryByRole('status')).toBeNull();
  });
});
