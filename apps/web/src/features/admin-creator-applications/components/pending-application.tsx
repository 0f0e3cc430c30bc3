import type { AdminCreatorApplication } from '@kora/shared';
import { ExternalLink } from 'lucide-react';
import { AdminItem } from '../../../components/admin/admin-list';
import { DecisionButtons } from '../../../components/admin/decision-buttons';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { adminCreatorApplicationsTexts as t } from '../admin-creator-applications-texts';
import { socialLinks } from '../social-links';

interface PendingApplicationProps {
  application: AdminCreatorApplication;
  /** A decision on this application is being sent: its buttons wait. */
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One pending application as the spec's admin view names it (channelName, contentType, description,
 * experience, socialLinks), with who applied and when, 'Approuver' and 'Rejeter'. Every text is the
 * applicant's, rendered as text; social pages open in a new tab without access to this page.
 */
export function PendingApplication({ application, approving, onApprove, onReject }: PendingApplicationProps) {
  const { channelName, contentType, description, experience, applicantName, applicantEmail, country, createdAt } = application;
  const links = socialLinks(application.socialLinks);
  return (
    <AdminItem
      title={channelName}
      meta={
        <>
          <Badge>{country}</Badge>
          <span>{t.receivedOn(formatDateTime(createdAt))}</span>
        </>
      }
      actions={
        <DecisionButtons
          busy={approving}
          onApprove={onApprove}
          onReject={onReject}
          approveName={t.approveName(channelName)}
          rejectName={t.rejectName(channelName)}
        />
      }
    >
      <dl className="application-details">
        <div>
          <dt>{t.contentType}</dt>
          <dd>{contentType}</dd>
        </div>
        <div>
          <dt>{t.description}</dt>
          <dd>{description}</dd>
        </div>
        <div>
          <dt>{t.experience}</dt>
          <dd>{experience}</dd>
        </div>
        <div>
          <dt>{t.socialLinks}</dt>
          <dd>
            {links.length === 0 ? (
              t.none
            ) : (
              <ul className="application-details__links" role="list">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <ExternalLink size={14} aria-hidden />
                      <span className="sr-only">{t.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t.applicant}</dt>
          <dd>
            {applicantName} · <span className="application-details__email">{applicantEmail}</span>
          </dd>
        </div>
      </dl>
    </AdminItem>
  );
}
