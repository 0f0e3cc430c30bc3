import { translation } from '@kora/shared';
import { favoritesTexts } from '../../features/favorites/favorites-texts';
import { homeTexts } from '../../features/home/home-texts';
import { landingTexts } from '../../features/landing/landing-texts';
import { profilesTexts } from '../../features/profiles/profiles-texts';

export const englishViewerHome = [
  translation(homeTexts, {
    greeting: (name) => `Hello ${name}, what shall we watch today?`,
    intro: 'Films, series, live streams and local creators: all of Kora in one place.',
    emptyListTitle: 'Your list is empty',
    emptyListHint: 'Tap “Add to favourites” on a video to find it here.',
  }),
  translation(favoritesTexts, {
    add: 'Add to favourites',
    remove: 'Remove from favourites',
  }),
  translation(landingTexts, {
    welcome: 'Welcome to',
    intro: 'Create an account to access the streaming platform: videos on demand, live streams and the creators who get Africa moving.',
    signIn: 'Sign in',
    register: 'Create an account',
    highlights: {
      films: 'Films, series and exclusive content',
      lives: 'Live streams from your favourite creators',
      mobileMoney: 'Pay with mobile money',
    },
  }),
  translation(profilesTexts, {
    settingsTitle: 'Settings',
  }),
];
