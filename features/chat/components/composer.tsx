'use client';

import { SendHorizontal } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { chatBodySchema } from '@/features/chat/schemas/chat-message';
import { decodeIssue } from '@/lib/validation/issue';
import { translateIssue } from '@/lib/validation/translate';

/** The send action's field: its `validation.fields` noun names it in an error. */
const FIELD = 'body';

/**
 * The message field: Enter sends, Shift+Enter adds a line; checked with the send action's rules.
 * Send with nothing to send (empty, spaces, or only characters the message would drop) does
 * nothing, as in every messenger, so a double click or a repeated Enter sends once and says
 * nothing; an error is only ever about what was typed (too long).
 */
export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (body: string) => void;
  onTyping: () => void;
}) {
  const t = useTranslations('chat');
  const tv = useTranslations('validation');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  // The text as of the last keystroke or send, read by a submit whatever React has rendered yet:
  // a second press right after a send finds the box already emptied.
  const draft = useRef('');

  const update = (text: string) => {
    draft.current = text;
    setValue(text);
  };

  const submit = () => {
    const parsed = chatBodySchema.safeParse(draft.current);
    if (parsed.success) {
      setError('');
      update('');
      onSend(parsed.data);
    } else {
      const message = parsed.error.issues[0]?.message;
      // Nothing to send is not a mistake: no message, and no error left from an earlier try.
      const empty = !message || decodeIssue(message)?.rule === 'required';
      setError(empty ? '' : translateIssue(tv, message, { name: FIELD, label: t('label') }));
    }
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      method="post"
      className="border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={field}
          name={FIELD}
          rows={2}
          dir="auto"
          value={value}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            update(event.target.value);
            if (event.target.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-12 flex-1 resize-y rounded-xl border border-line bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
          <span className="sr-only">{t('send')}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('hint')}
      </p>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
