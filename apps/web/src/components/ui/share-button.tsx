import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Button } from './button';
import { shareOrMenu, type ShareNavigator } from './share-links';
import { useCloseOnOutsidePointer } from '../../lib/use-close-on-outside-pointer';
import { uiShareTexts } from './share-texts';
import './share.css';

// The menu of a browser without a share sheet (a computer, a page over plain HTTP): its own chunk, asked for once
// the button is neared on such a browser, so phones with a share sheet never download it.
const loadMenu = () => import('./share-menu');
const ShareMenu = lazy(loadMenu);

/** The menu's width (share.css): past the screen's right edge from the button's left, it opens leftwards. */
const MENU_WIDTH_PX = 192;

interface ShareButtonProps {
  /** What is shared: the item's title. */
  title: string;
  /** The item's page ('/video/<id>'): the link shared is its address on this site. */
  path: string;
  size?: 'sm' | 'md';
  /** On a narrow phone, the icon alone (its name stays « Partager »): a row of actions keeps to one line. */
  compact?: boolean;
}

/**
 * « Partager »: the phone's share sheet (Web Share API) where it has one; else a small menu, « WhatsApp », « Copier
 * le lien » and « SMS ». The link opens the item's page, which the server describes to link previews (title,
 * picture) when the item is public.
 */
export function ShareButton({ title, path, size = 'md', compact = false }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [alignEnd, setAlignEnd] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const url = new URL(path, window.location.origin).href;
  const nav = navigator as ShareNavigator;

  useCloseOnOutsidePointer(open, root, closeMenu);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) root.current?.querySelector<HTMLButtonElement>('.share__button')?.focus();
  };
  const press = async () => {
    if (open) return setOpen(false);
    if ((await shareOrMenu(nav, { title, text: title, url })) !== 'menu') return;
    const left = root.current?.getBoundingClientRect().left ?? 0;
    setAlignEnd(left + MENU_WIDTH_PX > document.documentElement.clientWidth);
    setOpen(true);
  };
  const prefetch = () => {
    if (typeof nav.share !== 'function') void loadMenu();
  };

  return (
    // The focus leaving for another element of the page closes the menu (a null target is a tap that has not focused
    // anything yet, as Safari's taps on buttons do: the outside tap closes it instead).
    <div
      className="share"
      ref={root}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        className="share__button"
        variant="outline"
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void press()}
      >
        <Share2 size={18} aria-hidden /> <span className={compact ? 'share__label share__label--compact' : 'share__label'}>{uiShareTexts.share}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} title={title} url={url} alignEnd={alignEnd} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
