import type { AuthUser } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router';
import HomePage from '../../features/home/pages/home-page';
import { videosQueryOptions } from '../../features/videos/api/get-videos';
import { isKidsProfile } from '../../lib/kids-profile';
import { scrollToId } from '../../lib/motion';
import { HomeRows } from './home-rows';

/** Home's hero with the rows under it; 'Découvrir le Contenu' opens the first trending video, else scrolls down. */
export function HomeContent({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const discover = async () => {
    const trending = await queryClient.ensureQueryData(videosQueryOptions('trending')).catch(() => []);
    const first = trending[0];
    if (first) navigate(`/video/${first.id}`);
    else scrollToId('home-rows');
  };

  return (
    <HomePage user={user} onDiscover={() => void discover()}>
      <HomeRows kids={isKidsProfile(user)} />
    </HomePage>
  );
}
