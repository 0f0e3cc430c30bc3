import type { ProfileAvatar } from '@kora/shared';
import type { ReactElement } from 'react';

/*
 * The four animal avatars, each a few flat shapes on a 48×48 disc: drawn here rather than fetched, so a tile costs no
 * request, and kept this simple so they read at 32 px in the header.
 */
const INK = '#2b1a0e';
const eyes = (y: number) => (
  <>
    <circle cx="19" cy={y} r="1.8" fill={INK} />
    <circle cx="29" cy={y} r="1.8" fill={INK} />
  </>
);

export const animalDrawings: Partial<Record<ProfileAvatar, ReactElement>> = {
  lion: (
    <>
      <circle cx="24" cy="24" r="24" fill="#f3dfb0" />
      <circle cx="24" cy="25" r="19" fill="#d9822b" />
      <circle cx="15" cy="14" r="4" fill="#f6c969" />
      <circle cx="33" cy="14" r="4" fill="#f6c969" />
      <circle cx="24" cy="26" r="13" fill="#f6c969" />
      {eyes(23)}
      <path d="M21 29h6l-3 3z" fill={INK} />
    </>
  ),
  elephant: (
    <>
      <circle cx="24" cy="24" r="24" fill="#dde4ee" />
      <ellipse cx="12" cy="22" rx="9" ry="11" fill="#8a97a8" />
      <ellipse cx="36" cy="22" rx="9" ry="11" fill="#8a97a8" />
      <circle cx="24" cy="21" r="11" fill="#a7b3c3" />
      <path d="M21 27h6v11a3 3 0 0 1-6 0z" fill="#a7b3c3" />
      {eyes(19)}
    </>
  ),
  girafe: (
    <>
      <circle cx="24" cy="24" r="24" fill="#f8e9bd" />
      <rect x="17" y="8" width="2.5" height="9" fill="#8a5a24" />
      <rect x="28.5" y="8" width="2.5" height="9" fill="#8a5a24" />
      <circle cx="18.25" cy="8" r="2.4" fill="#8a5a24" />
      <circle cx="29.75" cy="8" r="2.4" fill="#8a5a24" />
      <ellipse cx="24" cy="27" rx="11" ry="13" fill="#e9b44c" />
      <circle cx="16" cy="22" r="2.2" fill="#b7792a" />
      <circle cx="32" cy="30" r="2.4" fill="#b7792a" />
      <ellipse cx="24" cy="34" rx="6.5" ry="4.5" fill="#f3d28e" />
      {eyes(24)}
    </>
  ),
  tortue: (
    <>
      <circle cx="24" cy="24" r="24" fill="#d3eedb" />
      <circle cx="39" cy="27" r="4.5" fill="#7cc28a" />
      <rect x="12" y="30" width="5" height="6" rx="2" fill="#7cc28a" />
      <rect x="28" y="30" width="5" height="6" rx="2" fill="#7cc28a" />
      <path d="M7 32a16 15 0 0 1 32 0z" fill="#3f8f4f" />
      <path d="M15 32l4-8h8l4 8M19 24l4-6 4 6" fill="none" stroke="#2c6a39" strokeWidth="1.6" />
      <circle cx="40.5" cy="26" r="1.2" fill={INK} />
    </>
  ),
};
