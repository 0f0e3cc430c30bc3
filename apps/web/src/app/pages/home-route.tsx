import { useUser } from '../../features/auth/api/get-user';
import HomePage from '../../features/home/pages/home-page';
import { HomeShell } from '../shell/home-shell';

/** / for a signed-in user: the home content inside the shell (top bar, creator bar, bottom navigation). */
export default function HomeRoute() {
  const user = useUser().data;
  if (!user) return null;
  return (
    <HomeShell user={user}>
      <HomePage user={user} />
    </HomeShell>
  );
}
