/** A day as people in Dakar or Abidjan read it: « 6 décembre 2026 » (UTC, the zone of both). */
export const frenchDate = (at: Date) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
