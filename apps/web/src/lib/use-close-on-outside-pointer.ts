import { type RefObject, useEffect } from 'react';

/** While `open`, a press anywhere outside `root` calls `close` (a small menu's way to go away). */
export function useCloseOnOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, root, close]);
}
