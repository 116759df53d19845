'use client';

import { useRef } from 'react';
import { OTP_LENGTH } from '@/lib/auth/credentials';
import { adminText } from '@/content/admin';
import styles from './auth.module.css';

/**
 * Six one-digit boxes: typing moves to the next box, Backspace on an empty box goes back, and a
 * pasted (or autofilled) code fills the boxes from the one it lands in. Inside a form field
 * (features/accounts/twoFactor/CodeField.tsx) the field's label names the group and its error
 * describes it.
 */
export function OtpInput({
  value,
  onChange,
  autoFocus = true,
  labelledBy,
  describedBy,
  invalid,
}: {
  value: string[];
  onChange: (digits: string[]) => void;
  autoFocus?: boolean;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index++] = digit;
    }
    onChange(next);
    focus(index);
  };

  return (
    <div
      className={styles.otp}
      role="group"
      aria-label={labelledBy ? undefined : adminText.otp.groupLabel}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className={styles.otpBox}
          value={value[index] ?? ''}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          autoFocus={autoFocus && index === 0}
          aria-label={adminText.otp.digit(index + 1)}
          aria-invalid={invalid || undefined}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            if (!digits) {
              const next = [...value];
              next[index] = '';
              onChange(next);
              return;
            }
            // A digit typed beside the old one replaces it; more digits (autofill) spread onwards.
            const previous = value[index] ?? '';
            const typed =
              digits.length === 2 && previous ? (digits[0] === previous ? digits[1] : digits[0]) : digits;
            fill(index, typed);
          }}
          onPaste={(event) => {
            const digits = event.clipboardData.getData('text').replace(/\D/g, '');
            event.preventDefault();
            if (digits) fill(index, digits);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !value[index] && index > 0) {
              event.preventDefault();
              const next = [...value];
              next[index - 1] = '';
              onChange(next);
              focus(index - 1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              focus(index - 1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              focus(index + 1);
            } else if (/^\d$/.test(event.key) && value[index] === event.key) {
              // Typing over a digit with the same digit changes nothing, so no change event would
              // move on to the next box (retyping a refused code): move on here.
              event.preventDefault();
              fill(index, event.key);
            }
          }}
        />
      ))}
    </div>
  );
}
