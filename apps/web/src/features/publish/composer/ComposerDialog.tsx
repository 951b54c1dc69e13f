import type { ComposerProps } from './composer.props.js';

/** The post composer (replaced by the composer itself). */
export default function ComposerDialog(props: ComposerProps) {
  return (
    <dialog open aria-label="Compose">
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </dialog>
  );
}
