import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './Skeleton.css.js';
import { skeletonWidths } from './skeleton.rules.js';

/** Props of {@link SkeletonBlock}. */
export interface SkeletonBlockProps {
  readonly shape?: keyof typeof styles.shape;
  /** A CSS length; default 100%. */
  readonly width?: string;
  /** A CSS length; text blocks are a line high by default. */
  readonly height?: string;
}

/**
 * One shimmering placeholder block, hidden from assistive technology. Compose them inside a
 * {@link Skeleton} for layouts the default lines do not fit.
 *
 * @example
 * <SkeletonBlock shape="rect" width="100%" height="120px" />
 */
export function SkeletonBlock({ shape = 'text', width = '100%', height }: SkeletonBlockProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.block} ${styles.shape[shape]}`}
      style={{ width, ...(height === undefined ? {} : { height }) }}
    />
  );
}

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** How many text lines to show; default 3. Ignored when `children` are given. */
  readonly lines?: number;
  /** Shows a round avatar block before the lines. */
  readonly avatar?: boolean;
  /** What is loading, read out instead of "Loading…" (`uiMessages.loading`). */
  readonly label?: string;
  /** Own {@link SkeletonBlock}s instead of the lines. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * A placeholder for content that is loading: shimmering blocks (still when the user prefers
 * reduced motion) in an `aria-busy` container that reads "Loading…".
 *
 * @example
 * {items === undefined ? <Skeleton lines={2} avatar /> : <ItemList items={items} />}
 */
export function Skeleton({ lines = 3, avatar = false, label, children, className }: SkeletonProps) {
  const { i18n } = useLingui();
  return (
    <div aria-busy="true" className={className ? `${styles.root} ${className}` : styles.root}>
      <VisuallyHidden>{label ?? i18n._(uiMessages.loading)}</VisuallyHidden>
      {avatar && <SkeletonBlock shape="circle" width="40px" height="40px" />}
      <div className={styles.lines}>
        {children ??
          skeletonWidths(lines).map((width, i) => <SkeletonBlock key={i} width={`${width}%`} />)}
      </div>
    </div>
  );
}
