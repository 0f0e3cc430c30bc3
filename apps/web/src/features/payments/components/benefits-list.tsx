import { Check } from 'lucide-react';

/** A plan's benefits, ticked (/hub2-payment, /hub2-success). */
export function BenefitsList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section aria-label={title}>
      <h2 className="pay-section-title">{title}</h2>
      <ul className="pay-features" role="list">
        {items.map((item) => (
          <li key={item}>
            <Check size={16} aria-hidden /> {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
