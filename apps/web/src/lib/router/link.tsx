import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { go, resolvePath, type NavigateOptions, type To } from './history';
import { useLocation, useRouteBase } from './router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & {
    to: To;
    /** A plain link: the browser loads the page (pages that need a fresh document, such as the camera pages). */
    reloadDocument?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/** A click the app handles itself: the main button, no modifier (those open a tab or a window), no other target. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A link within the app: a real <a href> (it opens in a new tab, it can be copied), moving without a page load. */
export function Link({ to, replace, state, reloadDocument, onClick, ...props }: LinkProps) {
  const location = useLocation();
  const href = resolvePath(to, location.pathname, useRouteBase());
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || !isPlainClick(event)) return;
    event.preventDefault();
    // A link to where we are does not add a history entry to go back through.
    const here = `${location.pathname}${location.search}${location.hash}`;
    go(href, { replace: replace ?? href === here, state });
  };
  return <a {...props} href={href} onClick={handleClick} />;
}

/** A navigation link that says when it is where we are: class 'active' and aria-current="page". */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = resolvePath(props.to, pathname, useRouteBase()).split(/[?#]/)[0]!.toLowerCase().replace(/(.)\/+$/, '$1');
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const active = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return <Link {...props} className={active ? `${className ?? ''} active`.trim() : className} aria-current={active ? 'page' : undefined} />;
}
