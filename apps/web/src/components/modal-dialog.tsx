import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { Icon } from './icon';

/**
 * A modal on the native <dialog>: focus stays inside, Escape and the close button call onClose,
 * the page behind is inert. For content richer than a SweetAlert2 text (a campaign's details,
 * a page preview in a frame).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  titleIsContent = false,
}: {
  open: boolean;
  title: string;
  /** The title is what a member or operator wrote (a campaign's title): never translated. */
  titleIsContent?: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
}) {
  const common = useTexts(COMMON_TEXTS);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useDialogOpen(dialog, open);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
      } rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <h2
              id={`${id}-title`}
              className="text-lg font-bold tracking-tight break-words"
              translate={titleIsContent ? 'no' : undefined}
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mt-2 -mr-3 grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={common.common.close}
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3 sm:px-6">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * Opens a native <dialog> as a modal (focus kept inside, Escape closes) while `open` is true,
 * and closes it otherwise; a browser without showModal gets the plain open attribute.
 */
export function useDialogOpen(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [dialog, open]);
}
