import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { LanguageSwitch } from '../../../components/language/language-switch';
import { Logo } from '../../../components/ui/logo';
import { authTexts } from '../auth-texts';
import '../auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  icon?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: logo, a card with title and content, an optional footer. */
export function AuthLayout({ title, subtitle, backTo, icon, footer, children }: AuthLayoutProps) {
  return (
    <main className="auth">
      <div className="auth__top">
        {backTo && (
          <Link to={backTo} className="icon-button" aria-label={authTexts.back}>
            <ArrowLeft size={22} aria-hidden />
          </Link>
        )}
        <Logo />
        <span className="auth__language">
          <LanguageSwitch />
        </span>
      </div>
      <section className="auth__card card">
        {icon && <div className="icon-disc icon-disc--sm">{icon}</div>}
        <h1 className="auth__title">{title}</h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <p className="auth__footer">{footer}</p>}
    </main>
  );
}
