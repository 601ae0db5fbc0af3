import { staffPropertyPictureResponse } from '@portal/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyDocumentsQuery } from './property-documents.ts';
import { staffApi } from './staff-client.ts';

/** PUT /api/staff/properties/:propertyId/picture: sets (an address) or removes (null) the property's picture. */
export function useSetPropertyPicture(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: string | null) =>
      staffApi.put(`/properties/${propertyId}/picture`, { json: { picture }, schema: staffPropertyPictureResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsQuery(propertyId).queryKey }),
  });
}
