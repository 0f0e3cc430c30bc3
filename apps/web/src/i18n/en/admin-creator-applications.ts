import { translation } from '@kora/shared';
import { adminCreatorApplicationsTexts } from '../../features/admin-creator-applications/admin-creator-applications-texts';

export const englishAdminCreatorApplications = [
  translation(adminCreatorApplicationsTexts, {
    title: 'Creator applications',
    empty: 'No pending applications.',
    receivedOn: (date) => `Received ${date}`,
    approveName: (channel) => `Approve the application from ${channel}`,
    rejectName: (channel) => `Reject the application from ${channel}`,
    contentType: 'Content type',
    description: 'Description',
    experience: 'Experience',
    socialLinks: 'Social media',
    none: 'None',
    newTab: ' (new tab)',
    applicant: 'Applicant',
    approvedTitle: 'Application approved',
    approvedDescription: (channel, applicant) => `“${channel}” is now a Kora channel. An email has been sent to ${applicant}.`,
    rejectedTitle: 'Application rejected',
    rejectedDescription: (applicant) => `An email has been sent to ${applicant}.`,
    rejectTitle: 'Reject the application',
    rejectBody: (channel) => `“${channel}” will not become a Kora channel. The applicant will receive an email, with the reason if you give one.`,
  }),
];
