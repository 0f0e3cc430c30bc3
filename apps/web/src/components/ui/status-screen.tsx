import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon?: ReactNode;
  /** A big line above the title, like "404". */
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}

/** A full-page message: not found, access denied, coming soon, signed out… */
export function StatusScreen({ icon, code, title, children, actions, busy }: StatusScreenProps) {
  return (
    <main className="page page--center status-screen" aria-busy={busy || undefined}>
      {icon && <div className="icon-disc">{icon}</div>}
      {code && (
        <p className="status-screen__code" aria-hidden>
          {code}
        </p>
      )}
      <h1 className="page__title">{title}</h1>
      {children && <div className="page__text">{children}</div>}
      {actions && <div className="status-screen__actions">{actions}</div>}
    </main>
  );
}
