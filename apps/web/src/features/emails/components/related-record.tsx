import { Link } from 'react-router';
import {
  EMAIL_DOCUMENT_LABELS,
  type EmailDocumentKind,
  type EmailListItem,
} from '@tradeworks/contracts/emails';
import { DOCUMENT_PATHS } from '../api/email-keys';

const isDocument = (entity: string | null): entity is EmailDocumentKind =>
  entity !== null && entity in DOCUMENT_PATHS;

/** The record an e-mail belongs to, linked when it is a document the app has a page for. */
export function RelatedRecord({ email }: { email: EmailListItem }) {
  if (isDocument(email.relatedEntity) && email.relatedId) {
    const label = `${EMAIL_DOCUMENT_LABELS[email.relatedEntity]} ${email.relatedLabel ?? ''}`.trim();
    return email.relatedLabel ? (
      <Link
        className="font-medium underline"
        to={`${DOCUMENT_PATHS[email.relatedEntity].app}/${email.relatedId}`}
      >
        {label}
      </Link>
    ) : (
      <span>{EMAIL_DOCUMENT_LABELS[email.relatedEntity]} (deleted)</span>
    );
  }
  if (email.relatedEntity === 'user') return <span>Team invitation</span>;
  if (email.relatedEntity === 'payment') return <span>Payment receipt</span>;
  return null;
}
