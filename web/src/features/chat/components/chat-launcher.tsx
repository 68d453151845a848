import { lazy, Suspense, type ComponentType } from 'react';

/** The widget's code is fetched only where the chat is enabled; a failed load leaves the page as it is. */
const ChatWidget = lazy((): Promise<{ default: ComponentType }> =>
  import('./chat-widget').catch((error: unknown) => {
    console.warn('chat widget failed to load', error);
    return { default: () => null };
  }),
);

/** Renders the chat widget when the server says the chat is enabled (GET /api/config). */
export function ChatLauncher({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
