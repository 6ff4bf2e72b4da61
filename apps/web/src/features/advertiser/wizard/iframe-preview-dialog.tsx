import { ModalDialog } from '../../../components/modal-dialog';
import { useTexts } from '../../../lib/texts';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * The iframe campaign's embedding check (docs/product/advertiser.md#step-checks): the page in a
 * frame, as members will see it; only the advertiser can tell whether it shows (a refused frame
 * looks empty and fires no error), so they confirm it. Anything but Yes is 'This URL does not allow
 * embedding ...'.
 */
export function IframePreviewDialog({
  url,
  onConfirm,
  onRefuse,
}: {
  url: string | null;
  onConfirm: () => void;
  onRefuse: () => void;
}) {
  const T = useTexts(WIZARD_TEXTS);
  return (
    <ModalDialog
      open={url !== null}
      title={T.iframeCheckTitle}
      onClose={onRefuse}
      size="lg"
      footer={
        <>
          <button
            type="button"
            onClick={onRefuse}
            className="min-h-11 rounded-xl px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {T.iframeNo}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="min-h-11 rounded-xl bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            {T.iframeYes}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{T.iframeCheckText}</p>
      {url ? (
        <iframe
          src={url}
          title={T.iframeFrameTitle}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-3 h-[55dvh] w-full rounded-xl border border-slate-200 bg-white"
        />
      ) : null}
    </ModalDialog>
  );
}
