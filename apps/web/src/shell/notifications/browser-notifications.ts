/** Whether the browser may show this site's notifications, or cannot show any. */
export type BrowserPermission = 'default' | 'granted' | 'denied' | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** The browser's answer so far: `default` until the person is asked. */
export function browserPermission(): BrowserPermission {
  return supported() ? Notification.permission : 'unsupported';
}

/**
 * Asks the browser for permission to notify. Only from a control the person chose (browsers
 * ignore, and people dislike, a request on page load).
 */
export async function askBrowserPermission(): Promise<BrowserPermission> {
  if (!supported()) return 'unsupported';
  return Notification.requestPermission();
}

/**
 * Shows a browser notification when allowed. The tag is the notice's id, so tabs that each
 * hear of the same notice show it once; clicking it brings this tab forward and opens the notice.
 */
export function showBrowserNotification(
  notice: { readonly id: string; readonly title: string; readonly body: string },
  onClick: () => void,
): void {
  if (browserPermission() !== 'granted') return;
  const shown = new Notification(notice.title, {
    body: notice.body,
    tag: `smm-notice-${notice.id}`,
  });
  shown.onclick = () => {
    window.focus();
    onClick();
    shown.close();
  };
}
