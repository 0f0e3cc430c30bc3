import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './light-icon';

const drawing = [
  ['path', { d: 'M5 5v14l12-7z', key: 'a' }],
  ['circle', { cx: '12', cy: '12', r: '3', key: 'b' }],
] as const;
const Play = createLucideIcon({ name: 'play', node: drawing, aliases: ['play-arrow'] });
const draw = (props: Record<string, unknown>) => Play(props) as VNode<Record<string, unknown>>;

describe('icons drawn from lucide drawings', () => {
  it("keeps lucide's defaults and class names, and hides an icon that says nothing of itself", () => {
    const svg = draw({});
    expect(svg.type).toBe('svg');
    expect(svg.props).toMatchObject({ width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, class: 'lucide lucide-play lucide-play-arrow', 'aria-hidden': 'true' });
    const parts = (svg.props.children as VNode<Record<string, unknown>>[][])[0] ?? [];
    expect(parts.map((p) => [p.type, p.key])).toEqual([['path', 'a'], ['circle', 'b']]);
    expect(Play.displayName).toBe('Play');
  });

  it('takes size, class, fill and what it is told, and speaks when labelled', () => {
    const svg = draw({ size: 16, className: 'row__icon', fill: 'currentColor', 'aria-label': 'Lecture' });
    expect(svg.props).toMatchObject({ width: 16, height: 16, fill: 'currentColor', class: 'lucide lucide-play lucide-play-arrow row__icon', 'aria-label': 'Lecture' });
    expect(svg.props['aria-hidden']).toBeUndefined();
    expect(draw({ 'aria-hidden': true }).props['aria-hidden']).toBe(true);
  });

  it("names an icon made from a name as lucide does", () => {
    const Arrow = createLucideIcon('ArrowLeft', drawing);
    expect((Arrow({}) as VNode<Record<string, unknown>>).props.class).toBe('lucide lucide-arrow-left');
  });
});
