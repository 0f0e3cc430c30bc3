import { useSyncExternalStore } from 'react';
import { serverMessageFromError } from './api-client';
import { isUnauthorizedError } from './query-client';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}
export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

/*
 * One toast is visible at a time (viewer.md §9): a new toast replaces the current one. The store
 * lives outside React so code that is not a component (the global 401 handling) can raise a toast.
 */
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any visible one. Returns its id. */
export function toast(input: ToastInput): number {
  current = { variant: 'default', ...input, id: nextId++ };
  emit();
  return current.id;
}

/** Hides the toast with this id (or whichever is visible when no id is given). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** Hides the visible toast if it reports a failure: the person is trying again, the old error no longer applies. */
export function dismissErrorToast(): void {
  if (current?.variant === 'destructive') dismissToast(current.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visible toast, and the functions to raise and dismiss one. */
export function useToast() {
  const visible = useSyncExternalStore(subscribe, () => current);
  return { toast: visible, show: toast, dismiss: dismissToast };
}

/**
 * The destructive toast of a failed request: `title` with the server's message, else `fallback`.
 * A lost session is left to the global 401 handling, whose toast must stay the visible one.
 */
export function toastRequestError(error: unknown, title: string, fallback: string): void {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: serverMessageFromError(error) ?? fallback, variant: 'destructive' });
}
