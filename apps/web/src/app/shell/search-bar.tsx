import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';

/** The search box opened from the top bar. What it searches comes with the video catalogue. */
export function SearchBar() {
  return (
    <form className="search-bar" id="home-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="home-search-input" className="search-bar__label">
        Rechercher une vidéo
      </label>
      <div className="search-bar__box">
        <Search size={18} aria-hidden className="search-bar__icon" />
        <Input id="home-search-input" className="search-bar__input" type="search" placeholder="Titre, catégorie…" autoFocus enterKeyHint="search" />
      </div>
    </form>
  );
}
