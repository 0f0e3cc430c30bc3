/**
 * The end of a period of `interval` starting at `from`: 24 hours, 7 days, or a calendar month or year
 * in UTC, kept within the target month as card providers do (31 January + 1 month = 28/29 February).
 */
export function periodEndOf(interval: 'day' | 'week' | 'month' | 'year', from: Date): Date {
  const end = new Date(from);
  if (interval === 'day' || interval === 'week') {
    end.setUTCDate(end.getUTCDate() + (interval === 'day' ? 1 : 7));
    return end;
  }
  const months = interval === 'month' ? 1 : 12;
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
