import { NotFound } from '@/components/not-found';
import { LocationsScreen } from '@/features/locations/components/locations-screen';
import { canSeeLocations } from '@/features/locations/utils/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function LocationsRoute() {
  useDocumentTitle('Locations');
  const session = useSession();
  if (!session) return null;
  if (!canSeeLocations(session.user)) return <NotFound />;
  return <LocationsScreen user={session.user} timeZone={session.timeZone} />;
}
