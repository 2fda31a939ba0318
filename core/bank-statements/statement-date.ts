// Dates as the exports write them: '28/11/2026', '28/11/26', '28-11-2026 14:03:11', '2026-11-28',
// and BCA's "'28/11" whose year comes from the statement's period. Always a calendar day, ISO.

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `yearFor(month)` supplies the year when the cell has none (BCA); without it such a cell is no date. */
export function parseStatementDate(raw: string, yearFor?: (month: number) => number): string | null {
  const text = raw.trim().replace(/^'/, '').split(/\s+/)[0] ?? '';
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(text);
  if (!dmy) return null;
  const day = Number(dmy[1]);
  const month = Number(dmy[2]);
  if (dmy[3] === undefined) return yearFor ? iso(yearFor(month), month, day) : null;
  const year = dmy[3].length === 2 ? 2000 + Number(dmy[3]) : Number(dmy[3]);
  return iso(year, month, day);
}
