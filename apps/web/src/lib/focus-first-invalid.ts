import { preferredScrollBehavior } from './motion';

/**
 * After a refused submit: the first field marked invalid in `root` (a control, or a group such as a
 * fieldset of chips, whose first control is taken) is brought into view and focused, so on a long
 * form on a phone the person sees what to fix instead of a button that seems to do nothing.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const control = invalid.matches('input, select, textarea') ? invalid : invalid.querySelector<HTMLElement>('input, select, textarea');
  invalid.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'center' });
  control?.focus({ preventScroll: true });
}
