import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OccupancySlider } from './occupancy-slider.tsx';

const months = [
  { month: '2026-10', booked_days: 31, days_in_month: 31, percent: 100, is_current: false },
  { month: '2026-11', booked_days: 10, days_in_month: 30, percent: 33, is_current: true },
  { month: '2026-12', booked_days: 0, days_in_month: 31, percent: 0, is_current: false },
];

function Slider() {
  const [index, setIndex] = useState(1);
  return <OccupancySlider months={months} index={index} onIndexChange={setIndex} />;
}

const region = () => screen.getByRole('region', { name: 'Occupancy rate' });
const visibleSlide = () => {
  const slide = region().querySelector('.occupancy-slider__slide:not([aria-hidden="true"])');
  if (!(slide instanceof HTMLElement)) throw new Error('no slide shown');
  return slide;
};

describe('occupancy slider (docs/product/settings-property-summary.md#occupancy-rate)', () => {
  it('shows one month at a time as a labelled pie with the percentage as text', () => {
    render(<Slider />);
    expect(within(region()).getByRole('heading', { level: 3 })).toHaveTextContent('November 2026');
    const slide = visibleSlide();
    expect(within(slide).getByRole('img', { name: 'November 2026: 33% booked' })).toBeInTheDocument();
    expect(within(slide).getByText('33%')).toBeInTheDocument();
    expect(within(slide).getByText('10 of 30 days booked')).toBeInTheDocument();
    expect(within(slide).getByText('This month')).toBeInTheDocument();
    // The other months are out of reach of the keyboard and screen readers until shown.
    expect(region().querySelectorAll('.occupancy-slider__slide[inert]')).toHaveLength(2);
  });

  it('moves with the arrows and the month chips, and stops at both ends', () => {
    render(<Slider />);
    const previous = within(region()).getByRole('button', { name: 'Previous month' });
    const next = within(region()).getByRole('button', { name: 'Next month' });
    fireEvent.click(previous);
    expect(within(visibleSlide()).getByRole('img', { name: 'October 2026: 100% booked' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
    fireEvent.click(within(region()).getByRole('button', { name: 'December 2026' }));
    expect(within(visibleSlide()).getByText('0%')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(within(region()).getByRole('button', { name: 'December 2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a swipe: to the left is the next month', () => {
    render(<Slider />);
    const viewport = region().querySelector('.occupancy-slider__viewport') as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    expect(within(region()).getByRole('heading', { level: 3 })).toHaveTextContent('December 2026');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 120 });
    expect(within(region()).getByRole('heading', { level: 3 })).toHaveTextContent('December 2026');
  });
});
