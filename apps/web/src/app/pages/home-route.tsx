import { useUser } from '../../features/auth/api/get-user';
import { HomeContent } from '../home/home-content';
import { MY_LIST_ID } from '../home/home-rows';
import { HomeShell } from '../shell/home-shell';

/** / for a signed-in user: the home content inside the shell (top bar, creator bar, bottom navigation). */
export default function HomeRoute() {
  const user = useUser().data;
  if (!user) return null;
  return (
    <HomeShell user={user} myListId={MY_LIST_ID}>
      <HomeContent user={user} />
    </HomeShell>
  );
}
