import { linkLine, type NotificationContent } from './content.ts';
import { baseUrl, type NotificationContext } from './notification-context.ts';

// Work waiting for the admins reads the same in every message: greeted as 'Admin', with the link
// to the console last (services/notifications/admin-tasks.ts and the domain folders' admin tasks).

export function adminContent(context: NotificationContext, title: string, lines: string[]): NotificationContent {
  const link = { label: 'Konsol Admin', url: `${baseUrl(context.appUrl)}/admin` };
  return { title, greetingName: 'Admin', lines: [...lines, '', linkLine(link)], link };
}
