import type { ContactMailRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';

/** docs/product/help.md#support-form POST /send_contact_mail: success is the flag 1; over 10 an hour answers 429 RATE_LIMITED. */
export const sendContactMail = (request: ContactMailRequest) =>
  ownApi.post('/send_contact_mail', { json: request, schema: answerSchema('contactMailResponse') });

export const useSendContactMail = () => useMutation({ mutationFn: sendContactMail });
