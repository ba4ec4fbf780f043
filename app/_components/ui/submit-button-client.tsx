"use client";
// A submit button that shows the form is working and cannot be double-submitted.
import { useFormStatus } from "react-dom";
import type { ButtonHTMLAttributes } from "react";
import { Button, type ButtonTone } from "./button";

export function SubmitButton({ children, pendingText, tone, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; pendingText?: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" tone={tone} disabled={pending} aria-disabled={pending} {...props}>
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}
