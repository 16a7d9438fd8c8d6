import { NumberInput } from "@mantine/core";
import { type RefObject, useRef } from "react";
import { type StandInFocus, useTakeOverFocus } from "@/lib/stand-in";

export interface NumberFieldProps {
  label: string;
  description?: string;
  /** A number, or "" for an empty field. */
  value: number | "";
  /** A number, or the text while it is none yet ("" or "12."), as Mantine's number input says it. */
  onChange: (value: number | string) => void;
  min?: number;
  max?: number;
  allowDecimal?: boolean;
  /** "blur" (Mantine's default) brings a number outside min–max back inside when the field is left. */
  clampBehavior?: "none" | "blur";
  /** Shown after the number, e.g. " px". */
  suffix?: string;
  error?: string;
  disabled?: boolean;
  w?: number;
}

/** Mantine's number input (with its formatting library): the part of `NumberField` that downloads after the screen. */
export function NumberInputPart({
  standIn,
  ...props
}: NumberFieldProps & { standIn: RefObject<StandInFocus> }) {
  const input = useRef<HTMLInputElement>(null);
  useTakeOverFocus(input, standIn);
  return <NumberInput ref={input} {...props} />;
}
