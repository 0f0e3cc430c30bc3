import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { appShellTexts } from './shell-texts';

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Escape: close the box and go back to the rows. */
  onClose: () => void;
}

/** The search box opened from the top bar or the bottom navigation; results replace the rows from 2 characters. */
export function SearchBar({ value, onChange, onClose }: SearchBarProps) {
  return (
    <form className="search-bar" id="home-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="home-search-input" className="search-bar__label">
        {appShellTexts.searchLabel}
      </label>
      <div className="search-bar__box">
        <Search size={18} aria-hidden className="search-bar__icon" />
        <Input
          id="home-search-input"
          className="search-bar__input"
          type="search"
          placeholder={appShellTexts.searchPlaceholder}
          autoFocus
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onClose();
          }}
        />
      </div>
    </form>
  );
}
