"use client";
// A submit button that shows the form is working and cannot be double-submitted.
import { useFormStatus } from "react-dom";
import type { ButtonHTMLAttributes } from "react";
import { Button, type ButtonSize, type ButtonTone } from "./button";

export function SubmitButton({
  children,
  pendingText,
  tone,
  size,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; size?: ButtonSize; pendingText?: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" tone={tone} size={size} disabled={pending} aria-disabled={pending} {...props}>
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}
