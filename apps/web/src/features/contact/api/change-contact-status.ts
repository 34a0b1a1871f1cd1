import type { ContactMessage, ContactMessageStatus } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { contactKeys } from './contact-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ContactMessageSchema);

/** PUT /api/staff/contact-messages/{id}/status {status}. */
export function changeContactStatus(id: string, status: ContactMessageStatus): Promise<ContactMessage> {
  return apiPut(`/api/staff/contact-messages/${encodeURIComponent(id)}/status`, { status }, loadSchema);
}

export function useChangeContactStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactMessageStatus) => changeContactStatus(id, status),
    onSuccess: (message) => queryClient.setQueryData(contactKeys.message(id), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
