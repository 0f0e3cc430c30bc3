import type { ReactNode } from 'react';
import { NavLink, Outlet } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/page-header';
import '../admin.css';
import { adminTexts } from '../admin-texts';
import { AdminOverview } from './admin-overview';

/** One section of the admin area: its path under /admin, its name in the navigation and its icon. */
export interface AdminSection {
  path: string;
  label: string;
  icon: ReactNode;
  description: string;
}

/**
 * The admin area's frame (live-creators-admin.md §2 'Admin area'): the title, one navigation entry
 * per section (a scrolling row on a phone, a column beside the section on a wide screen), and the
 * open section. The app lists the sections; each is its own lazy page.
 */
export function AdminLayout({ sections }: { sections: AdminSection[] }) {
  return (
    <div className="admin page">
      <PageHeader title={adminTexts.title} />
      <div className="admin__frame">
        <nav className="admin__nav" aria-label={adminTexts.navigation}>
          {sections.map((section) => (
            <NavLink key={section.path} to={`/admin/${section.path}`} className="admin__nav-link">
              {section.icon}
              <span>{section.label}</span>
            </NavLink>
          ))}
        </nav>
        <div className="admin__section">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** /admin itself: what needs attention (each count opens its section), then what each section is for. */
export function AdminHome({ sections }: { sections: AdminSection[] }) {
  return (
    <section className="admin-home" aria-labelledby="admin-home-title">
      <h2 id="admin-home-title" className="admin__title">
        {adminTexts.toDo}
      </h2>
      <AdminOverview />
      <h2 className="admin__title">{adminTexts.sections}</h2>
      <ul className="admin-home__list" role="list">
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={`/admin/${section.path}`} className="admin-home__card card">
              {section.icon}
              <span className="admin-home__label">{section.label}</span>
              <span className="admin-home__description">{section.description}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
