import type { ReactNode } from 'react';
import './admin-item-media.css';

/**
 * An admin item's picture (a video's poster) beside its text — notes, description — side by side from
 * 360 px, the picture wider on a desktop. The text's parts use the classes admin-media__note (with
 * --danger), admin-media__description (three lines at most) and admin-media__muted.
 */
export function AdminItemMedia({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-media">
      <div className="admin-media__picture">{picture}</div>
      <div className="admin-media__text">{children}</div>
    </div>
  );
}
