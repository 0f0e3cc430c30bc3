import { catalogueMessages } from '@kora/shared';
import { Heart } from 'lucide-react';
import { homeTexts } from '../../features/home/home-texts';

/** 'Ma liste' asked for (the bottom navigation) while it has no favourite yet: says how to fill it. */
export function EmptyMyList({ id }: { id: string }) {
  return (
    <section className="video-row" id={id} aria-labelledby={`${id}-title`}>
      <header className="video-row__header">
        <h2 className="video-row__title" id={`${id}-title`}>
          {catalogueMessages.rows.myList}
        </h2>
      </header>
      <div className="empty-videos" data-testid="my-list-empty">
        <Heart size={24} aria-hidden />
        <p className="empty-videos__title">{homeTexts.emptyListTitle}</p>
        <p className="empty-videos__description">{homeTexts.emptyListHint}</p>
      </div>
    </section>
  );
}
