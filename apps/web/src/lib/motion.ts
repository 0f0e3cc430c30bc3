/** 'smooth' unless the person turned animations off (Apparence) or asked the system for less motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || document.documentElement.dataset.animations === 'false' ? 'auto' : 'smooth';
}

/** Scrolls the element with this id into view, if it is on the page; false when it is not. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
  return element !== null;
}
