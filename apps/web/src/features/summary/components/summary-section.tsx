import { type ReactNode, useId } from 'react';

/** A titled card of the summary, with an optional action (an edit link) beside its title. */
export function SummarySection({
  title,
  action,
  id,
  children,
}: {
  title: string;
  action?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="summary-card" aria-labelledby={headingId} id={id} tabIndex={id ? -1 : undefined}>
      <header className="summary-card__header">
        <h3 id={headingId} className="summary-card__title">
          {title}
        </h3>
        {action}
      </header>
      {children}
    </section>
  );
}
