const pad = (part: string | number) => (typeof part === 'number' ? String(part).padStart(2, '0') : part);

/** 'statement-Marina-Gate-1204-2026-10.pdf': the kind, the nickname with its spaces as dashes, then the parts. */
export function documentFileName(
  kind: string,
  nickname: string,
  parts: (string | number)[],
  extension = 'pdf',
): string {
  return `${[kind, nickname, ...parts.map(pad)].join('-').replace(/\s+/g, '-')}.${extension}`;
}

/** The names a statement, an invoice and a year's CSV are downloaded under (the server's and the app's alike). */
export const financeFileNames = {
  statement: (nickname: string, year: number, month: number) => documentFileName('statement', nickname, [year, month]),
  maintenance: (nickname: string, invoiceNumber: string) =>
    documentFileName('maintenance-invoice', nickname, [invoiceNumber]),
  furnishing: (nickname: string, year: number, month: number) =>
    documentFileName('furnishing-invoice', nickname, [year, month]),
  csv: (nickname: string, year: number) => documentFileName('statements', nickname, [year], 'csv'),
};
