import type { Property } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { PropertyCard } from './property-card.tsx';

const base: Property = {
  id: 7,
  property_id: 'LG-7',
  title: 'Flat',
  nickname: 'Marina Gate 1204',
  address: 'Marina Gate 1, Dubai Marina',
  address_2: 'Tower 1, Apt 1204',
  picture: '//cdn.example.com/p/7.webp',
  is_active: true,
  bedrooms: 3,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
};

function renderCard(property: Property, onOpen = vi.fn(), isFirstScreen = false) {
  const view = renderRoute({
    path: '/properties',
    url: '/properties',
    element: (
      <ul>
        <PropertyCard property={property} onOpen={onOpen} isFirstScreen={isFirstScreen} />
      </ul>
    ),
    routes: [{ path: '/calendar/:propertyId', element: <p>calendar page</p> }],
  });
  return { ...view, onOpen };
}

describe('PropertyCard', () => {
  it('loads a protocol-relative picture over https and shows nickname, address_2, bedrooms and the badge', () => {
    const { container } = renderCard(base);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/p/7.webp');
    expect(screen.getByRole('heading', { name: 'Marina Gate 1204' })).toBeInTheDocument();
    expect(screen.getByText('Tower 1, Apt 1204')).toBeInTheDocument();
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('loads the pictures of the first screen at once and first, the others when scrolled to', () => {
    const first = renderCard(base, vi.fn(), true).container.querySelector('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    const later = renderCard({ ...base, id: 8 }).container.querySelectorAll('img');
    expect(later[later.length - 1]?.getAttribute('loading')).toBe('lazy');
    expect(later[later.length - 1]?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('falls back to the address and says 1 bedroom / studio / nothing for negative or absent', () => {
    renderCard({ ...base, id: 1, address_2: null, bedrooms: 1, is_active: false });
    expect(screen.getByText('Marina Gate 1, Dubai Marina')).toBeInTheDocument();
    expect(screen.getByText('1 bedroom')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it.each([
    [0, 'studio'],
    [-1, null],
    [null, null],
  ])('bedrooms %s shows %s', (bedrooms, text) => {
    const { container } = renderCard({ ...base, bedrooms });
    const line = container.querySelector('.property-card__bedrooms');
    expect(line?.textContent ?? null).toBe(text);
  });

  it('keeps a site-relative picture and opens the calendar, telling the page which property', () => {
    const { container, onOpen } = renderCard({ ...base, picture: '/demo/villa.svg' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/villa.svg');
    fireEvent.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(screen.getByText('calendar page')).toBeInTheDocument();
  });
});
