/**
 * Whole numbers as Intl's fr-FR writes them ('1 234 567', digits grouped by the narrow no-break space
 * U+202F, '-' before a negative), without Intl: the first Intl formatter a page makes loads the
 * locale's data, 15–20 ms on this machine and four times that on a cheap phone, in the middle of the
 * page's first render. Anything but a safe integer (or -0) goes to Intl.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return wholeNumberFormat().format(value);
  const digits = String(Math.abs(value));
  const grouped = digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, '\u202f') : digits;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * A value made on its first use, then kept: making an Intl formatter loads its locale data, tens of
 * milliseconds on a cheap phone, which the pages that never use it (most use one or two) do not pay
 * while they start.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wholeNumberFormat = once(() => new Intl.NumberFormat('fr-FR'));
