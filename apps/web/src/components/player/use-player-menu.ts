import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** The choice a key focuses, from the one at `index` (-1: none). */
type Move = (index: number, count: number) => number;
type Moves = Readonly<Record<string, Move>>;

const next: Move = (index, count) => (index + 1) % count;
const previous: Move = (index, count) => (index - 1 + count) % count;
export const VERTICAL_MOVES: Moves = { ArrowDown: next, ArrowUp: previous };
/** Rows of choices: every arrow, Home and End. */
export const GRID_MOVES: Moves = { ...VERTICAL_MOVES, ArrowRight: next, ArrowLeft: previous, Home: () => 0, End: (_index, count) => count - 1 };

const within = (target: EventTarget | null, ...elements: (HTMLElement | null)[]) => elements.some((element) => element?.contains(target as Node));

/** A player's menu of choices: focus on the checked one, `moves`, Escape; a press or Tab (`onBlur`) outside closes it. */
export function usePlayerMenu(open: boolean, onOpenChange: (open: boolean) => void, moves: Moves) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!within(event.target, menuRef.current, buttonRef.current)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      return close();
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]:not(:disabled)') ?? [])];
    items[move(items.indexOf(document.activeElement as HTMLElement), items.length)]?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !within(event.relatedTarget, menuRef.current, buttonRef.current)) onOpenChange(false);
  };
  return { buttonRef, menuRef, close, onKeyDown, onBlur };
}
