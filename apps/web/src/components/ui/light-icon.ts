import { type ComponentChildren, createElement, type VNode } from 'preact';

/**
 * Build-time only: the bundle resolves lucide-react's `createLucideIcon` to this file (vite.config.ts), so every
 * icon keeps lucide's drawing (its `node`) and its props (`size`, `className`, `fill`, `aria-*`...), drawn by one
 * plain function. lucide-react's own builds every icon's attributes anew on each render (two forwardRef layers, a
 * context read, object spreads, class names split and merged through a Set): on home that was about 40 ms of
 * script on this machine, 0.35 s on the phone the reach figures target (docs/decisions.md, « Icons »).
 */

/** One element of an icon's drawing, as lucide ships it: a tag and its attributes (`key` among them). */
type IconNode = readonly (readonly [string, Record<string, string | number>])[];

interface IconData {
  name: string;
  node: IconNode;
  aliases?: readonly string[];
}

interface IconProps {
  size?: number | string;
  width?: number | string;
  height?: number | string;
  color?: string;
  strokeWidth?: number | string;
  className?: string;
  children?: ComponentChildren;
  [attribute: string]: unknown;
}

/** lucide's rule: an icon that says nothing of itself (no aria-*, role or title, no children) is hidden from assistive technology. */
const speaks = (props: Record<string, unknown>) =>
  Object.keys(props).some((name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null);

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The component of one icon, with lucide-react's class names (`lucide lucide-<name>` and its aliases) and defaults. */
export default function createLucideIcon(dataOrName: IconData | string, node: IconNode = [], aliases: readonly string[] = []) {
  const data: IconData = typeof dataOrName === 'string' ? { name: kebab(dataOrName), node, aliases } : dataOrName;
  const names = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`)].join(' ');
  function Icon({ size = 24, width, height, color = 'currentColor', strokeWidth = 2, className, children, ...rest }: IconProps): VNode {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size,
        height: height ?? size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        'stroke-width': strokeWidth,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        class: className ? `${names} ${className}` : names,
        ...(children == null && !speaks(rest) ? { 'aria-hidden': 'true' } : {}),
        ...rest,
      },
      data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  Icon.displayName = data.name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
  return Icon;
}
