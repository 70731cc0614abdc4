import { messageResponseSchema } from '../schemas/common';
import { calendarFeedCreatedResponseSchema, calendarFeedStatusResponseSchema } from '../schemas/ical';
import { defineEndpoints } from './endpoint';

/**
 * The caller's own calendar feed (Account Settings → Calendar feed). The feed itself is served
 * outside the API, at `/ical/<token>.ics`, to calendar programs that hold no session.
 */
export const calendarFeedEndpoints = defineEndpoints('calendar feed', {
  feedStatus: {
    service: 'user',
    method: 'GET',
    path: '/calendarFeed',
    auth: true,
    summary: 'Whether the caller has a live calendar feed address, since when, and when a calendar last read it',
    response: calendarFeedStatusResponseSchema,
  },
  createFeed: {
    service: 'user',
    method: 'POST',
    path: '/calendarFeed',
    auth: true,
    successStatus: 201,
    summary:
      'Create the caller\u2019s secret calendar feed address (/ical/<token>.ics), replacing any earlier one; the address is answered only this once',
    response: calendarFeedCreatedResponseSchema,
  },
  revokeFeed: {
    service: 'user',
    method: 'DELETE',
    path: '/calendarFeed',
    auth: true,
    summary: 'Revoke the caller\u2019s calendar feed address: it answers 404 from now on',
    response: messageResponseSchema,
  },
});
