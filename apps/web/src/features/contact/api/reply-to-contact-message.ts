import type { ContactMessage } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { contactKeys } from './contact-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ContactMessageSchema);

/** POST /api/staff/contact-messages/{id}/replies {body}: e-mailed to the sender; the message becomes ANSWERED. */
export function replyToContactMessage(id: string, body: string): Promise<ContactMessage> {
  return apiPost(`/api/staff/contact-messages/${encodeURIComponent(id)}/replies`, { body }, loadSchema);
}

export function useReplyToContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToContactMessage(id, body),
    onSuccess: (message) => queryClient.setQueryData(contactKeys.message(id), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
