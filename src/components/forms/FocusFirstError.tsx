import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * For a form without an error list (a calculator, the bank-fee funnel): after a submit that the checks
 * or the service stopped, focus moves to the first field marked invalid, so that a screen reader reads
 * out the field with its error (the field is described by it) and a phone scrolls it into view.
 * Renders an empty, hidden marker to find its form by.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    // Radio buttons can't be aria-invalid; RadioGroupField marks its options with data-invalid instead.
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"], input[type="radio"][data-invalid]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
