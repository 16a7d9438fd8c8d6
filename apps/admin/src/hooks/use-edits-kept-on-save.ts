import { useCallback, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { keepEditsSince, sameValue } from "@/lib/keep-edits-since";

export interface EditsKeptOnSave<T> {
  /** What the form holds as its save starts (the reader's input, before the schema's changes). */
  snapshot: () => T;
  /**
   * Shows a save's answer, as the form's values where they are still what was sent; an edit typed
   * since stays, compared with the answer. True when an edit stayed: the form must stay open.
   */
  saved: (sent: T, answer: T) => boolean;
  /** A save has answered and the form still holds edits it did not carry. */
  unsaved: boolean;
}

/**
 * A console form whose save answers while the reader may still be typing (decision 180): what was
 * typed meanwhile is kept (decision 174's merge) and the form stays dirty against the saved values.
 */
export function useEditsKeptOnSave<T extends FieldValues>(form: UseFormReturn<T>): EditsKeptOnSave<T> {
  const [answered, setAnswered] = useState(false);
  const snapshot = useCallback(() => structuredClone(form.getValues()), [form]);
  const saved = useCallback(
    (sent: T, answer: T) => {
      const shown = form.getValues();
      const next = keepEditsSince(sent, answer, shown);
      // The answer becomes the form's saved state, so the kept edits count as unsaved against it.
      form.reset(answer);
      const kept = !sameValue(next, answer);
      if (kept) form.reset(next, { keepDefaultValues: true });
      setAnswered(true);
      return kept;
    },
    [form],
  );
  return { snapshot, saved, unsaved: answered && form.formState.isDirty };
}
