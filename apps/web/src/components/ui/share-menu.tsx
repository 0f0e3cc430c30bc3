import { Link2, MessageCircle, MessageSquare } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { toast } from '../../lib/toast';
import { copyText, smsShareUrl, whatsAppShareUrl } from './share-links';
import { uiShareTexts } from './share-texts';

interface ShareMenuProps {
  id: string;
  title: string;
  /** The page's absolute address. */
  url: string;
  /** Opens leftwards from the button's right edge (a button near the screen's right edge). */
  alignEnd: boolean;
  /** Closes the menu; `returnFocus`: back to « Partager » (Escape, a copy), not when the person left for another app. */
  onClose: (returnFocus: boolean) => void;
}


/**
 * The sharing menu of a browser without a share sheet: WhatsApp (its own sharing address, the message ready), the
 * link copied (« Lien copié »), or a text message. Its first item takes the focus; arrows move, Escape closes (Tab
 * out of it closes it too: share-button.tsx).
 */
export default function ShareMenu({ id, title, url, alignEnd, onClose }: ShareMenuProps) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const copy = async () => {
    const copied = await copyText(url);
    onClose(true);
    toast(copied ? { title: uiShareTexts.copied } : { title: uiShareTexts.copyFailed, description: url, variant: 'destructive' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      return onClose(true);
    }
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div className={cx('share__menu', alignEnd && 'share__menu--end')} id={id} role="menu" aria-label={uiShareTexts.share} ref={menu} onKeyDown={onKeyDown}>
      <a className="share__item" role="menuitem" href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
        <MessageCircle size={18} aria-hidden /> WhatsApp
      </a>
      <button className="share__item" type="button" role="menuitem" onClick={() => void copy()}>
        <Link2 size={18} aria-hidden /> {uiShareTexts.copyLink}
      </button>
      <a className="share__item" role="menuitem" href={smsShareUrl(title, url)} onClick={() => onClose(false)}>
        <MessageSquare size={18} aria-hidden /> SMS
      </a>
    </div>
  );
}
