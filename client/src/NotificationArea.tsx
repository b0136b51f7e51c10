import { Notifications } from '@mantine/notifications';

/** The app's notification area. Its own module so that App can load it on demand. */
export function NotificationArea() {
  return <Notifications position="top-right" limit={4} />;
}
