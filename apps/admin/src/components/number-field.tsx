import { TextInput } from "@mantine/core";
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { lazyWithPreload, type PreloadableComponent, pick } from "@/lib/lazy-with-preload";
import { type StandInFocus, useArrivedPart, useRecordStandInFocus } from "@/lib/stand-in";
import type { NumberFieldProps, NumberInputPart } from "./number-input-part";
import classes from "./number-stand-in.module.css";

/** Mantine's number input (decision 172): downloaded when idle, or on pointer or focus. */
export const NumberInputLazy = lazyWithPreload(pick(() => import("./number-input-part"), "NumberInputPart"));

/** The width Mantine's number input gives its step controls (`--ni-right-section-width-sm`). */
const controlsWidth = "calc(1.5rem * var(--mantine-scale))";

function clampTo(value: number, min: number | undefined, max: number | undefined): number {
  return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, value));
}

interface Accepted {
  allowDecimal: boolean;
  /** A leading minus sign, where min allows a number below zero. */
  allowNegative: boolean;
}

/** What is kept of a typed text: digits, one decimal point and a leading minus where allowed. */
function keptCharacters(text: string, { allowDecimal, allowNegative }: Accepted): string {
  let kept = allowNegative && text.startsWith("-") ? "-" : "";
  for (const character of text) {
    if (/\d/.test(character) || (allowDecimal && character === "." && !kept.includes("."))) kept += character;
  }
  return kept;
}

/** A draft that is no number yet: empty, a lone minus, or a number still missing its decimals. */
function unfinished(draft: string): boolean {
  return draft === "" || draft === "-" || draft.endsWith(".");
}

/** The value of a draft, as Mantine reports it: a number when it is one, else the text. */
function reported(draft: string): number | string {
  return unfinished(draft) ? draft : Number(draft);
}

function Chevron({ up }: { up: boolean }) {
  // Mantine's NumberInputChevron, so the controls look the same before and after the download.
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={up ? `${classes.chevron} ${classes.up}` : classes.chevron}
      viewBox="0 0 15 15"
      fill="none"
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface StandInProps extends NumberFieldProps {
  standIn: RefObject<StandInFocus>;
  /** Pointer or focus on the field: the number input is about to be used. */
  onHint: () => void;
}

/** A text field of the number input's look and rules (digits, steps, min–max), until it has downloaded. */
function NumberStandIn({
  value,
  onChange,
  min,
  max,
  allowDecimal = true,
  clampBehavior = "blur",
  suffix = "",
  standIn,
  onHint,
  error,
  disabled,
  ...field
}: StandInProps) {
  const input = useRef<HTMLInputElement>(null);
  useRecordStandInFocus(input, standIn);
  const accepted = { allowDecimal, allowNegative: min === undefined || min < 0 };
  const [draft, setDraft] = useState(String(value));
  // "12." counts as 12; an empty field or a lone minus as no number.
  const number = draft === "" || draft === "-" ? undefined : Number(draft);
  // A value changed from outside (a reset, a step of the real input) replaces the draft.
  const standing =
    reported(draft) === value ||
    (draft !== "" && Number(draft) === value) ||
    (value === "" && unfinished(draft));
  if (!standing) setDraft(String(value));
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const change = (next: string) => {
    setDraft(next);
    onChange(reported(next));
  };
  const step = (by: 1 | -1) => {
    const next = number === undefined ? clampTo(0, min, max) : clampTo(number + by, min, max);
    change(String(next));
    caret.current = String(next).length;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(event.key === "ArrowUp" ? 1 : -1);
  };
  const onStep = (event: PointerEvent<HTMLButtonElement>, by: 1 | -1) => {
    event.preventDefault();
    input.current?.focus();
    step(by);
  };
  const controls = (
    <div className={classes.controls} data-error={error ? true : undefined}>
      <button
        type="button"
        className={classes.control}
        tabIndex={-1}
        aria-hidden
        disabled={disabled || (number !== undefined && max !== undefined && number >= max)}
        onMouseDown={(event) => event.preventDefault()}
        onPointerDown={(event) => onStep(event, 1)}
      >
        <Chevron up />
      </button>
      <button
        type="button"
        className={classes.control}
        tabIndex={-1}
        aria-hidden
        disabled={disabled || (number !== undefined && min !== undefined && number <= min)}
        onMouseDown={(event) => event.preventDefault()}
        onPointerDown={(event) => onStep(event, -1)}
      >
        <Chevron up={false} />
      </button>
    </div>
  );
  return (
    <TextInput
      ref={input}
      {...field}
      error={error}
      disabled={disabled}
      value={draft === "" ? "" : `${draft}${suffix}`}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const text = event.currentTarget.value;
        const at = event.currentTarget.selectionStart ?? text.length;
        const next = keptCharacters(text, accepted);
        // The caret stays after what was typed, never inside the suffix.
        caret.current = Math.min(keptCharacters(text.slice(0, at), accepted).length, next.length);
        change(next);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (clampBehavior === "none" || number === undefined) return;
        const clamped = clampTo(number, min, max);
        if (clamped !== number || draft.endsWith(".")) change(String(clamped));
      }}
      onPointerEnter={onHint}
      onFocus={onHint}
      rightSection={controls}
      rightSectionWidth={controlsWidth}
      rightSectionPointerEvents={disabled ? "none" : undefined}
    />
  );
}

/**
 * A number field with Mantine's number input. Until that has downloaded, a text field of the same
 * look and rules stands in: what is typed there is the value, and focus and caret move to the
 * number input when it replaces it. A failed download keeps the stand-in. The input comes from
 * `part`, so a test can hold its download back or make it fail.
 */
export function numberFieldWith(part: PreloadableComponent<typeof NumberInputPart>) {
  return function NumberField(props: NumberFieldProps) {
    const standIn = useRef<StandInFocus>({ focused: false, caret: null });
    const { arrived, fetchPart } = useArrivedPart(part);
    const Part = part;
    if (!arrived) return <NumberStandIn {...props} standIn={standIn} onHint={fetchPart} />;
    return <Part {...props} standIn={standIn} />;
  };
}

export const NumberField = numberFieldWith(NumberInputLazy);
