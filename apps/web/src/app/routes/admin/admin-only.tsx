import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Non-admins who open an admin route are sent to /. */
export default function AdminOnlyRoute() {
  const isAdmin = useSession((state) => state.isAdmin);
  return isAdmin ? <Outlet /> : <Navigate to={paths.home} replace />;
}
