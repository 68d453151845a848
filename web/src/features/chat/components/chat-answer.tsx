import { Link } from 'react-router-dom';
import type { ChatSegment } from '../api/send-chat-message';

/** Only our own pages: the server sends nothing else, and a link elsewhere would leave as text. */
const isInAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** An answer as text and router links; never HTML. */
export function ChatAnswer({ segments, onNavigate }: { segments: ChatSegment[]; onNavigate?: () => void }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.type === 'link' && isInAppPath(segment.href) ? (
          <Link key={index} to={segment.href} className="chat__link" onClick={onNavigate}>
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
