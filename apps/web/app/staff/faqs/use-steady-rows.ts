// The live FAQ rows put on the page without moving what the visitor sees.
import { useEffect, useRef, useState } from "react";
import type { Faq } from "./faq-list.ts";

const sameText = (a: Faq, b: Faq) => a.question === b.question && a.answer === b.answer;

/** True while any part of the element is inside the viewport. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
}

/**
 * The rows to show, given the rows that are current. While the site is being rebuilt after a save, the prerendered
 * cards can be older than the live read; a card whose text changes changes its height, and every card below it moves.
 * So a changed card takes its new text at once where that moves nothing in view (below the screen; above it, where
 * the browser's scroll anchoring keeps the view still), and a changed card on screen keeps the text the visitor is
 * reading until it has left the screen. `cardId` names a row's element.
 */
export function useSteadyRows(current: readonly Faq[], cardId: (id: number) => string): readonly Faq[] {
  const [shown, setShown] = useState(current);
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    const before = new Map(shownRef.current.map((row) => [row.id, row]));
    const sameRows = current.length === before.size && current.every((row) => before.has(row.id));
    if (!sameRows) {
      // Rows added or removed: nothing to hold a card for.
      setShown(current);
      return;
    }
    const changed = current.filter((row) => !sameText(row, before.get(row.id) ?? row));
    if (changed.length === 0) return;
    const held = new Map<number, Element>();
    for (const row of changed) {
      const element = document.getElementById(cardId(row.id));
      if (element && onScreen(element)) held.set(row.id, element);
    }
    const showCurrent = (ids: (id: number) => boolean) =>
      setShown((rows) => rows.map((row) => (ids(row.id) ? (current.find((next) => next.id === row.id) ?? row) : row)));
    if (held.size < changed.length) showCurrent((id) => !held.has(id));
    if (held.size === 0) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) continue;
        const id = [...held].find(([, element]) => element === entry.target)?.[0];
        if (id === undefined) continue;
        observer.unobserve(entry.target);
        held.delete(id);
        showCurrent((row) => row === id);
      }
    });
    for (const element of held.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [current, cardId]);

  return shown;
}
