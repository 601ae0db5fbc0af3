import type { ImportReport } from '@portal/contract/import';
import type { OutboxEntry } from '@portal/contract/staff';

const STATE_WORDS: Record<OutboxEntry['state'], string> = { pending: 'waiting', failing: 'retrying', sent: 'sent' };

function stateLine(entry: OutboxEntry): string {
  if (entry.state === 'sent') return `sent ${entry.sentAt}`;
  const next = `next attempt ${entry.nextAttemptAt}`;
  if (entry.state === 'pending') return `${STATE_WORDS.pending}, ${next}`;
  return `${STATE_WORDS.failing} after ${entry.attempts} attempt(s), ${next}; last error: ${entry.lastError ?? '—'}`;
}

/** One block per message, newest first; plain text so it reads in a terminal and greps well. */
export function formatOutbox(entries: OutboxEntry[]): string {
  if (entries.length === 0) return 'The outbox is empty.';
  return entries
    .map((e) =>
      [`#${e.id}  ${e.createdAt}  ${e.kind}  [${e.language}]  to ${e.to}`, `  ${e.subject}`, `  ${stateLine(e)}`].join(
        '\n',
      ),
    )
    .join('\n');
}

export function formatOutboxMessage(entry: OutboxEntry & { bodyText: string }): string {
  return `${formatOutbox([entry])}\n\n${entry.bodyText}`;
}

/** One line per section: what the import made, changed and found as it was. */
export function formatImportReport(report: ImportReport): string {
  const lines = Object.entries(report).map(
    ([section, n]) => `${section}: ${n.created} created, ${n.updated} updated, ${n.unchanged} unchanged`,
  );
  return `Imported in one transaction.\n${lines.join('\n')}`;
}
