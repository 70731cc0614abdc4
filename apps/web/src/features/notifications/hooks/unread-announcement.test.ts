import { describe, expect, it } from 'vitest';
import { unreadAnnouncement } from './use-notification-socket';

describe('unreadAnnouncement', () => {
  it('says a notification is new when the count grows, with the count', () => {
    expect(unreadAnnouncement(2, 3)).toBe('New notification. 3 unread notifications.');
    expect(unreadAnnouncement(0, 1)).toBe('New notification. 1 unread notification.');
  });

  it('says only the count when it falls, or when there was none known before', () => {
    expect(unreadAnnouncement(3, 2)).toBe('2 unread notifications.');
    expect(unreadAnnouncement(undefined, 4)).toBe('4 unread notifications.');
  });

  it('says nothing when the count did not move', () => {
    expect(unreadAnnouncement(5, 5)).toBeNull();
  });
});
