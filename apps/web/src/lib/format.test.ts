import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDurationMinutes,
  formatFileSize,
  formatMegabytesPerMinute,
  formatMinutes,
  formatNumber,
  formatTimeAgo,
  formatTimeLeft,
  formatTransferSpeed,
} from './format';

describe('French formatting (viewer.md §9)', () => {
  it('writes dates the French way', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 mars 2026');
    expect(formatDate(new Date('2026-12-25T12:00:00Z'))).toBe('25 décembre 2026');
  });

  it("writes whole numbers and dates exactly as Intl's fr-FR does, without making an Intl formatter", () => {
    const numbers = new Intl.NumberFormat('fr-FR');
    for (const n of [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 123_456, 1_000_000, 987_654_321, -5, -1234, -1_000_000, 2.5, -0, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(n)).toBe(numbers.format(n));
    }
    const dates = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatDate(date)).toBe(dates.format(date));
      }
    }
    expect(formatDate('2025-11-21T10:00:00Z')).toBe(dates.format(new Date('2025-11-21T10:00:00Z')));
  });

  it('groups thousands with a French space and agrees minutes', () => {
    expect(formatNumber(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(120)).toBe('120 minutes');
  });

  it('writes data costs with a decimal comma, lengths in minutes and playback clocks', () => {
    expect(formatMegabytesPerMinute(1.4)).toBe('1,4 Mo/min');
    expect(formatMegabytesPerMinute(2)).toBe('2,0 Mo/min');
    expect(formatDurationMinutes(725)).toBe('12 min');
    expect(formatDurationMinutes(20)).toBe('20 s');
    expect(formatDurationMinutes(45.4)).toBe('45 s');
    expect(formatDurationMinutes(59.7)).toBe('1 min');
    expect(formatDurationMinutes(0)).toBe('1 min');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('writes sizes in Mo, speeds with a decimal comma and the time an upload still needs', () => {
    expect(formatFileSize(12.34 * 1024 * 1024)).toBe('12,3 Mo');
    expect(formatFileSize(300 * 1024)).toBe('0,3 Mo');
    expect(formatFileSize(50 * 1024)).toBe('50 Ko');
    expect(formatTransferSpeed(1.2 * 1024 * 1024)).toBe('1,2 Mo/s');
    expect(formatTimeLeft(35)).toBe('35 s restantes');
    expect(formatTimeLeft(0.4)).toBe('1 s restante');
    expect(formatTimeLeft(125)).toBe('environ 2 min restantes');
    expect(formatTimeLeft(70)).toBe('environ 1 min restante');
  });

  it('says how long ago something happened, then its date', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    const ago = (ms: number) => formatTimeAgo(new Date(now - ms), now);
    expect(ago(20_000)).toBe("à l'instant");
    expect(ago(-90_000)).toBe("à l'instant");
    expect(ago(5 * 60_000)).toBe('il y a 5 min');
    expect(ago(59 * 60_000 + 59_000)).toBe('il y a 59 min');
    expect(ago(60 * 60_000)).toBe('il y a 1 h');
    expect(ago(23 * 3_600_000)).toBe('il y a 23 h');
    expect(ago(30 * 3_600_000)).toBe('hier');
    expect(ago(4 * 86_400_000)).toBe('il y a 4 jours');
    expect(formatTimeAgo('2026-02-01T12:00:00Z', now)).toBe('1 février 2026');
  });
});

describe('English formatting', () => {
  it('writes dates, numbers, sizes and times as en-GB does when the page is in English', async () => {
    const { DEFAULT_LOCALE, installTranslations, setLocaleSource } = await import('@kora/shared');
    const { englishLib } = await import('../i18n/en/lib');
    installTranslations('en', englishLib);
    setLocaleSource(() => 'en');
    try {
      const dates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      for (let month = 0; month < 12; month++) expect(formatDate(new Date(2026, month, 9))).toBe(dates.format(new Date(2026, month, 9)));
      expect(formatNumber(1234567)).toBe('1,234,567');
      expect(formatMinutes(1)).toBe('1 minute');
      expect(formatMegabytesPerMinute(1.4)).toBe('1.4 MB/min');
      expect(formatFileSize(850 * 1024)).toBe('0.8 MB');
      expect(formatTimeLeft(1)).toBe('1 s left');
      expect(formatTimeAgo(Date.now() - 3 * 3600_000)).toBe('3 h ago');
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });
});
