// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/chat/components/composer';
import { CHAT_MESSAGE_MAX } from '@/features/chat/schemas/chat-message';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/*
 * The chat's message box: Send with nothing to send does nothing and says nothing (a double
 * click, a repeated Enter, spaces only), and an error is only about what was typed.
 */

function renderComposer(locale: 'en' | 'ar' = 'en') {
  const onSend = vi.fn<(body: string) => void>();
  const onTyping = vi.fn();
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'en' ? en : ar) as AbstractIntlMessages}
    >
      <Composer onSend={onSend} onTyping={onTyping} />
    </NextIntlClientProvider>,
  );
  const box = screen.getByTestId('chat-input') as HTMLTextAreaElement;
  const send = box.form!.querySelector('button[type="submit"]') as HTMLButtonElement;
  const error = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[1]!)!;
  return { onSend, onTyping, box, send, error };
}

const type = (box: HTMLTextAreaElement, value: string) =>
  fireEvent.change(box, { target: { value } });
const enter = (box: HTMLTextAreaElement) => fireEvent.keyDown(box, { key: 'Enter' });

afterEach(cleanup);

describe('Composer', () => {
  it('Send and Enter with an empty or blank box do nothing and show no error', () => {
    const { onSend, box, send, error } = renderComposer();
    fireEvent.click(send);
    fireEvent.doubleClick(send);
    enter(box);
    for (const blank of ['   ', '\n\n', ' \t ', '\u0007\u0000']) {
      type(box, blank);
      fireEvent.click(send);
      enter(box);
    }
    expect(onSend).not.toHaveBeenCalled();
    expect(error.textContent).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('a double click sends once, trimmed, then shows nothing under the emptied box', () => {
    const { onSend, box, send, error } = renderComposer();
    type(box, '  Hello there  ');
    fireEvent.click(send);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(box.value).toBe('');
    expect(error.textContent).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('a second press before React renders the first send cannot send again or complain', () => {
    const { onSend, box, error } = renderComposer();
    type(box, 'Once');
    const submit = () =>
      box.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Both in one batch: the second handler runs before the emptied box is rendered.
    act(() => {
      submit();
      submit();
      enter(box);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Once');
    expect(error.textContent).toBe('');
  });

  it('Shift+Enter does not send', () => {
    const { onSend, box } = renderComposer();
    type(box, 'line one');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a message too long is refused with an error naming the message, in English', () => {
    const { onSend, box, send, error } = renderComposer();
    type(box, 'a'.repeat(CHAT_MESSAGE_MAX + 1));
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(error.textContent).toBe('The message field may not be greater than 2,000 characters.');
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    // Emptied and sent again: nothing to send, and the old error goes.
    type(box, '');
    fireEvent.click(send);
    expect(error.textContent).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('and in Arabic', () => {
    const { box, send, error } = renderComposer('ar');
    type(box, 'ب'.repeat(CHAT_MESSAGE_MAX + 1));
    enter(box);
    expect(error.textContent).toBe('يجب ألّا يتجاوز حقل الرسالة 2,000 حرف.');
    type(box, 'مرحبا');
    fireEvent.click(send);
    expect(error.textContent).toBe('');
  });

  it('control characters are dropped from what is sent, not reported', () => {
    const { onSend, box, send, error } = renderComposer();
    type(box, 'Hi\u0007 there\r\nbye');
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Hi there\nbye');
    expect(error.textContent).toBe('');
  });
});
