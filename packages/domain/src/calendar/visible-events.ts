export interface TimedEvent {
  isTask: boolean;
  start: Date;
  end: Date;
}

/** docs/product/calendar.md#events-on-the-grid: a task event lying fully inside the time span of another non-task event is hidden. */
export function visibleEvents<T extends TimedEvent>(events: T[]): T[] {
  const others = events.filter((event) => !event.isTask);
  return events.filter(
    (event) =>
      !event.isTask ||
      !others.some(
        (other) => other.start.getTime() <= event.start.getTime() && event.end.getTime() <= other.end.getTime(),
      ),
  );
}
