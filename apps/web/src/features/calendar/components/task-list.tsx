import { dateTimeFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { WrenchIcon } from '../../../components/ui/icons.tsx';
import { intlLocale, uses24Hours } from '../../../lib/intl.ts';
import type { CalendarEvent } from '../calendar-events.ts';

export interface TaskListProps {
  /** The month's drawn tasks (those inside a stay are not drawn, so not listed either). */
  tasks: CalendarEvent[];
  timeZone: string;
}

/**
 * The month's maintenance tasks with their whole titles and times: on a phone a task's chip in the grid has room for
 * its tool icon and a letter or two (decision 083).
 */
export function TaskList({ tasks, timeZone }: TaskListProps) {
  const { t, i18n } = useTranslation('calendar');
  if (tasks.length === 0) return null;
  return (
    <section className="calendar-card task-list" aria-labelledby="task-list-title">
      <h2 id="task-list-title" className="calendar-card__title">
        {t('tasks.title')}
      </h2>
      <ul className="task-list__items">
        {tasks.map((task) => (
          <li key={task.key} className="task-list__item">
            <WrenchIcon className="task-list__icon" />
            {/* bdi: a Latin title keeps its own order, the line keeps the page's side. */}
            <span className="task-list__title">
              <bdi>{task.label}</bdi>
            </span>
            <span className="task-list__when">
              {dateTimeFormat(intlLocale(i18n.language), {
                timeZone,
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                hour: 'numeric',
                minute: '2-digit',
                hour12: !uses24Hours(i18n.language),
              }).formatRange(task.start, task.end)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
