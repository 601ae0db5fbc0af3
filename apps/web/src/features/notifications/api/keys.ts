/** Every notifications query lives under ['notifications'], so one invalidation refreshes the bell and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};
