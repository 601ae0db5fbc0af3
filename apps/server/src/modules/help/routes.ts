import { contactMailRequest, contactMailResponse, faqQuery, faqResponse } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import { SUPPORT_MAIL_BY_OWNER } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { sendContactMail } from './contact-mail.ts';
import { readFaq } from './faq.ts';

/** Help of docs/product/help.md#server-calls (own surface): the FAQ and the support form. */
export const helpRoutes: RouteModule = (app, deps) => {
  const tags = ['help'];

  app.get(
    '/faq',
    {
      schema: {
        tags,
        summary: "The FAQ as a JSON string, in `lang` or the owner's language (English where a text is missing)",
        querystring: faqQuery,
        response: { 200: faqResponse },
      },
    },
    async (request) => readFaq(deps, { ownerId: ownerOf(request).ownerId, lang: request.query.lang }),
  );

  app.post(
    '/send_contact_mail',
    {
      config: { refusals: ['NOT_FOUND', 'RATE_LIMITED'], rateLimit: [SUPPORT_MAIL_BY_OWNER] },
      schema: {
        tags,
        summary:
          'Sends a support message to staff (form or JSON; replies go to the signed-in owner; 10 an hour per owner)',
        body: contactMailRequest,
        response: { 200: contactMailResponse },
      },
    },
    async (request) => {
      await sendContactMail(deps, ownerOf(request), request.body);
      return { success: 1 as const };
    },
  );
};
