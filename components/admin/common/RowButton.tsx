'use client';

import type { IconNode } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { iconNamed } from '@/components/ui/iconNamed';
import styles from './admin.module.css';

/**
 * A row's action, named with what it acts on: 'Deactivate: sara@…' (its visible words first, WCAG
 * 2.5.3). A secondary button with its words, or with `icon` a round icon button beside ItemRow's
 * own (a product's 'Documents: Vanilla', its name shown as a tooltip). `className` gives it a look
 * of its own (Publish, a danger button); an `icon` then stands before the words.
 */
export function RowButton({
  label,
  of,
  onClick,
  disabled,
  icon,
  className,
}: {
  label: string;
  of: string;
  onClick: React.MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  icon?: IconNode;
  className?: string;
}) {
  const iconOnly = icon && !className;
  const name = `${label}: ${of}`;
  return (
    <button
      type="button"
      className={className ?? (icon ? styles.iconButton : styles.secondaryButton)}
      onClick={onClick}
      disabled={disabled}
      {...(iconOnly ? iconNamed(name) : { 'aria-label': name })}
    >
      {icon && <Icon node={icon} size={18} />}
      {!iconOnly && label}
    </button>
  );
}
