import { useId } from 'react';

/** r = 100 / 2π, so the circle's length is 100 and a percentage is a dash length. */
const RADIUS = 15.9155;

/**
 * A pie (a ring) of the booked share; the SVG is an image labelled with the same words, and the percentage is
 * real text in the middle, so it reads and zooms like text.
 */
export function OccupancyPie({ percent, label, text }: { percent: number; label: string; text: string }) {
  const titleId = useId();
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div className="occupancy-pie">
      <svg viewBox="0 0 42 42" role="img" aria-labelledby={titleId} className="occupancy-pie__svg">
        <title id={titleId}>{label}</title>
        <circle cx="21" cy="21" r={RADIUS} className="occupancy-pie__track" />
        {value > 0 ? (
          <circle
            cx="21"
            cy="21"
            r={RADIUS}
            className="occupancy-pie__value"
            strokeDasharray={`${value} ${100 - value}`}
            // Starts at twelve o'clock.
            strokeDashoffset="25"
          />
        ) : null}
      </svg>
      <p className="occupancy-pie__percent" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
