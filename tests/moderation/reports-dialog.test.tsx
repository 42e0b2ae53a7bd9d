// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from '@/features/moderation/components/report-dialog';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/*
 * The report dialog as a member meets it: six reasons, a note that "other" needs, and once sent a
 * status that says so (the trigger then shows "Reported"); a second report ends the same way.
 */

const { reportAction } = vi.hoisted(() => ({ reportAction: vi.fn() }));
vi.mock('@/features/moderation/actions/report', () => ({ reportAction }));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => reportAction.mockReset());
afterEach(cleanup);

const targetId = '7d9c1a52-4a43-4b0e-9a55-0d8f8a1b2c3d';

function open(locale: 'en' | 'ar' = 'en') {
  const onReported = vi.fn();
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'en' ? en : ar) as AbstractIntlMessages}
    >
      <ReportDialog
        open
        onClose={() => undefined}
        targetKind="advertisement"
        targetId={targetId}
        onReported={onReported}
        returnFocus={() => null}
      />
    </NextIntlClientProvider>,
  );
  const form = document.querySelector('form')!;
  return { onReported, form };
}

describe('ReportDialog', () => {
  it('offers the six reasons and needs a note for "other"', async () => {
    const { form, onReported } = open();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.submit(form);
    await waitFor(() =>
      expect(screen.getByLabelText('Details').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('The note field is required.')).toBeTruthy();
    expect(reportAction).not.toHaveBeenCalled();
    expect(onReported).not.toHaveBeenCalled();
  });

  it('sends the report, then says it was received', async () => {
    reportAction.mockResolvedValue({ ok: true, data: { reportId: targetId } });
    const { form, onReported } = open();
    fireEvent.click(screen.getByLabelText('Spam'));
    fireEvent.submit(form);
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(reportAction).toHaveBeenCalledWith({
      targetKind: 'advertisement',
      targetId,
      reason: 'spam',
      note: '',
    });
    expect(screen.getByRole('status').textContent).toMatch(/your report was received/);
    expect(document.querySelector('form')).toBeNull();
  });

  it('a second report shows the refusal and still marks the target reported (Arabic)', async () => {
    reportAction.mockResolvedValue({ ok: false, error: 'report.already_reported' });
    const { form, onReported } = open('ar');
    fireEvent.click(screen.getByLabelText('احتيال أو نصب'));
    fireEvent.submit(form);
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(screen.getByText(ar.errors.report.already_reported)).toBeTruthy();
  });
});
