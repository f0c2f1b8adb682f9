import { ServiceDetailPage } from '@/features/service-details/service-detail-page';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toDetailsInput, type DetailsDraft, type ServiceDetails } from './details-draft';

/** The draft as the public read of the service's details would return it. */
function asPublicDetails(draft: DetailsDraft, serviceTitle: string): ServiceDetails {
  const input = toDetailsInput(draft, serviceTitle);
  return { ...input, _id: draft._id ?? 'preview-details', heroSection: input.heroSection ?? {}, sections: input.sections ?? [] };
}

/** The service's public detail page, the real one, showing the draft as it is typed. */
export function DetailsPreview({ draft, serviceTitle }: { draft: DetailsDraft; serviceTitle: string }) {
  const { serviceId } = draft;
  return (
    <SitePreview
      draft={[{ endpointName: 'getServiceDetailsByService', arg: serviceId, data: asPublicDetails(draft, serviceTitle) }]}
      route={{ path: `/service-details/${encodeURIComponent(serviceId)}`, pattern: '/service-details/:serviceId' }}
      saveLabel="Save Changes"
    >
      <ServiceDetailPage />
    </SitePreview>
  );
}
