import { useCallback, useSyncExternalStore } from "react";
import { whenIdle } from "@/ui/when-idle";

// The chrome's per-visitor answers (signed-in user, sales logic) are asked once per page load and
// shared by every island that shows them. swr did this before at 5.5 KiB compressed on every page; the
// islands need nothing else of it (no refocus, retry or mutation), so 30 lines do the same.

type Answer = { value: unknown; started: boolean; listeners: Set<() => void> };
const answers = new Map<string, Answer>();

function answerFor(url: string): Answer {
  let answer = answers.get(url);
  if (!answer) {
    answer = { value: undefined, started: false, listeners: new Set() };
    answers.set(url, answer);
  }
  return answer;
}

/**
 * The value `load(url)` resolves to, undefined until it has answered and after a failure (the islands
 * then keep the visitor state they were rendered with). The first island to mount starts the one
 * request, once the page has hydrated (the browser is idle): the answer changes what a few links say,
 * not what the visitor sees first, and the page's own start-up should not wait for it. The server
 * render sees undefined.
 */
export function useVisitorAnswer<T>(url: string, load: (url: string) => Promise<T>): T | undefined {
  const answer = answerFor(url);
  const subscribe = useCallback(
    (listener: () => void) => {
      answer.listeners.add(listener);
      if (!answer.started) {
        answer.started = true;
        const publish = (value: T) => {
          answer.value = value;
          for (const notify of answer.listeners) notify();
        };
        whenIdle(() => load(url).then(publish, () => {}));
      }
      return () => answer.listeners.delete(listener);
    },
    [answer, url, load],
  );
  return useSyncExternalStore(
    subscribe,
    () => answer.value as T | undefined,
    () => undefined,
  );
}

function settle(url: string, value: unknown) {
  const answer = answerFor(url);
  answer.started = true;
  answer.value = value;
  for (const notify of answer.listeners) notify();
}

/** Every island showing this answer shows `value` now (e.g. the header after the profile was saved). */
export function setVisitorAnswer(url: string, value: unknown) {
  settle(url, value);
}

/** Asks again (e.g. after signing in) and shows the new answer everywhere; resolves once it is shown. */
export async function reloadVisitorAnswer<T>(url: string, load: (url: string) => Promise<T>): Promise<void> {
  answerFor(url).started = true;
  settle(url, await load(url));
}

/** Forgets every answer (tests: each starts as a fresh page load). */
export function forgetVisitorAnswers() {
  answers.clear();
}
