import { useEffect } from 'react';

function setDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description while the calling screen is shown. */
export function usePageMeta(meta: { title: string; description: string } | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    setDescription(description);
  }, [title, description]);
}
