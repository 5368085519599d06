import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How close to the bottom still counts as "at the latest message", in pixels. */
const NEAR_BOTTOM_PX = 48;

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
}

/**
 * Keeps a scrolling conversation at its latest message while it grows (a streamed answer),
 * unless the reader scrolled up to read: then it stays put and `atLatest` is false (the page
 * offers "Jump to latest"). `content` is anything that changes when the content does.
 */
export function useFollowScroll(ref: RefObject<HTMLElement | null>, content: unknown) {
  const following = useRef(true);
  const [atLatest, setAtLatest] = useState(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [ref, content]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    following.current = isNearBottom(element);
    setAtLatest(following.current);
  }, [ref]);

  /** Back to the latest message, following again (Jump to latest, or a message just sent). */
  const jumpToLatest = useCallback(() => {
    following.current = true;
    setAtLatest(true);
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [ref]);

  return { atLatest, onScroll, jumpToLatest };
}
