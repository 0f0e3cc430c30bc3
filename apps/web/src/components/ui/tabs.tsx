import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

interface TabsProps<K extends string> {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}

/** WAI-ARIA tabs: a tablist with arrow, Home and End keys, and the selected panel. */
export function Tabs<K extends string>({ items, value, onChange, label }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(0, items.findIndex((item) => item.key === value));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  // On a narrow phone the list scrolls sideways: the selected tab (from the URL, say) is brought into
  // view, along the list only, so the page itself does not jump.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
    if (!list || !tab) return;
    const outer = list.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left + 4;
    else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right + 4;
  }, [index]);

  // A list wider than the screen fades out on the side where more tabs are: it says it scrolls.
  const { atStart, atEnd } = useScrollEdges(listRef, items.length);
  const selected = items[index];
  return (
    <div className="tabs">
      <div className={cx('tabs__list', !atStart && 'tabs__list--more-before', !atEnd && 'tabs__list--more-after')} role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === value}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={item.key === value ? 0 : -1}
            className={cx('tabs__tab', item.key === value && 'tabs__tab--active')}
            onClick={() => onChange(item.key)}
          >
            {item.icon}
            {item.label}
          </button>
        ))}
      </div>
      {selected && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${selected.key}`}
          aria-labelledby={`${baseId}-tab-${selected.key}`}
          tabIndex={0}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
