import type { PortalPastVisit } from '@tradeworks/contracts/portal';
import { portalChecklists } from '../checklists/public';
import { clientVisits } from './portal-home.service';
import { listVisibleJobPhotos } from './portal-photos.repository';
import type { PortalAccess } from '../../http/portal-auth';
import { inPortal, requireFeature } from './portal-scope';

/**
 * GET /api/portal/{slug}/history: the client's completed visits (newest first, at most 100), each with the
 * technician photos and the checklists the office marked visible — nothing else of the job's records.
 */
export function portalHistory(portal: PortalAccess): Promise<PortalPastVisit[]> {
  requireFeature(portal, 'serviceHistory');
  return inPortal(portal, async (scope) => {
    const visits = await clientVisits(scope, portal.clientId, 'past', 100);
    const jobIds = visits.map((v) => v.id);
    const photos = await listVisibleJobPhotos(scope, portal.clientId, jobIds);
    const checklists = await portalChecklists(scope, jobIds);
    return visits.map((visit) => ({
      ...visit,
      photos: photos
        .filter((p) => p.jobId === visit.id)
        .map((p) => ({ id: p.id, tag: p.tag, caption: p.caption })),
      checklists: checklists.get(visit.id) ?? [],
    }));
  });
}
