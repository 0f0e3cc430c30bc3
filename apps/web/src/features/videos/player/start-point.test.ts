import { describe, expect, it } from 'vitest';
import { requestedSecond, resumePoint, startPoint } from './start-point';

describe('where a video starts', () => {
  it('reads the second a link asks for (?t=83), and nothing from what is not a number of seconds', () => {
    expect(requestedSecond('83')).toBe(83);
    expect(requestedSecond(' 12.5 ')).toBe(12.5);
    expect(requestedSecond('0')).toBe(0);
    for (const raw of [null, undefined, '', 'abc', '-5', '1e3', '1:23', 'Infinity']) expect(requestedSecond(raw)).toBeNull();
  });

  it('starts at the asked second rather than the resume point, when it lies within the video', () => {
    expect(startPoint(83, 40, 600)).toBe(83);
    expect(startPoint(0, 40, 600)).toBe(0);
    // The length not known yet: the link is trusted.
    expect(startPoint(83, 40, 0)).toBe(83);
  });

  it('falls back to the resume point when no second is asked or it is past the end', () => {
    expect(startPoint(null, 40, 600)).toBe(40);
    expect(startPoint(600, 40, 600)).toBe(40);
    expect(startPoint(9000, 40, 600)).toBe(40);
  });

  it('resumes where the viewer stopped, from the beginning near the end', () => {
    expect(resumePoint(40, 600)).toBe(40);
    expect(resumePoint(0, 600)).toBe(0);
    expect(resumePoint(595, 600)).toBe(0);
  });
});
