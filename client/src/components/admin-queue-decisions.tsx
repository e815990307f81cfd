import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewOutcome } from '../lib/use-review-decision';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';

/** What the approve dialog of a queue gets: the row (kept while the dialog closes) and `decide`. */
export interface ApproveDialogProps<Row> {
  row: Row | null;
  open: boolean;
  busy: boolean;
  /** Runs the decision; the dialog closes unless it failed, and the queue reloads when it was stale. */
  decide: (run: () => Promise<ReviewOutcome>) => void;
  onClose: () => void;
}

export interface QueueDecisions<Row> {
  busy: boolean;
  /** Which rows still wait for a decision (the others show no buttons); all by default. */
  pending?: (row: Row) => boolean;
  /** What a row that does not wait for approve/reject shows in the actions cell instead (a deposit the chain credits, its late payment's own actions). */
  otherActions?: (row: Row) => ReactNode;
  /** Why the signed-in admin may not approve this row (their own request, their approval given): Approve is disabled with it as tooltip. */
  approveBlocked?: (row: Row) => string | null;
  /** Names the row in the buttons' accessible names ("Approve jane@example.com"). */
  rowLabel?: (row: Row) => string;
  /** A confirmation with this title and message, or a dialog of the caller's. */
  approve:
    { title: string; message: (row: Row) => string; run: (row: Row) => Promise<ReviewOutcome> } | { dialog: (props: ApproveDialogProps<Row>) => ReactNode };
  /** Asks for the reason (shown to the user) in the shared reason dialog. */
  reject: { title: string; description: (row: Row) => string; hint?: string; run: (row: Row, reason: string) => Promise<ReviewOutcome> };
}

/**
 * The row a dialog acts on. The row stays set while the dialog closes, so its text does not
 * vanish during the closing transition.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (row: T) => {
      setTarget(row);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

export type DialogTarget<T> = ReturnType<typeof useDialogTarget<T>>;

interface QueueDecisionDialogsProps<Row> {
  decisions: QueueDecisions<Row>;
  approving: DialogTarget<Row>;
  rejecting: DialogTarget<Row>;
  /** Someone else decided the row meanwhile: show the queue as it is now. */
  onStale: () => void;
}

/** The approve dialog (a confirmation or the caller's) and the reject dialog, which asks for the reason. */
export function QueueDecisionDialogs<Row>({ decisions, approving, rejecting, onStale }: QueueDecisionDialogsProps<Row>) {
  const { t } = useTranslation('admin');
  const decide = (close: () => void) => (run: () => Promise<ReviewOutcome>) =>
    void run().then((outcome) => {
      if (outcome === 'failed') return;
      close();
      if (outcome === 'stale') onStale();
    });
  const { approve, reject } = decisions;
  const approveDialog: ApproveDialogProps<Row> = {
    row: approving.target,
    open: approving.open,
    busy: decisions.busy,
    decide: decide(approving.close),
    onClose: approving.close,
  };

  return (
    <>
      {'dialog' in approve ? (
        approve.dialog(approveDialog)
      ) : (
        <ConfirmDialog
          open={approving.open}
          title={approve.title}
          message={approving.target ? approve.message(approving.target) : ''}
          confirmLabel={t('queue.approve')}
          busy={decisions.busy}
          onConfirm={() => {
            const row = approving.target;
            if (row) approveDialog.decide(() => approve.run(row));
          }}
          onClose={approving.close}
        />
      )}
      <ReasonDialog
        open={rejecting.open}
        title={reject.title}
        description={rejecting.target ? reject.description(rejecting.target) : ''}
        hint={reject.hint}
        busy={decisions.busy}
        onConfirm={(reason) => {
          const row = rejecting.target;
          if (row) decide(rejecting.close)(() => reject.run(row, reason));
        }}
        onClose={rejecting.close}
      />
    </>
  );
}
