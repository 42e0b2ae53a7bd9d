'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Field, useFieldError } from '@/components/form/field';
import { FormError } from '@/components/form/form-error';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { removeAvatarAction } from '@/features/accounts/actions/remove-avatar';
import { updateAvatarAction } from '@/features/accounts/actions/update-avatar';
import { AVATAR_FIELD, AVATAR_MIMES, AVATAR_RULES } from '@/features/accounts/schemas/profile';
import { AvatarPreview } from './avatar-preview';
import { FilePicker } from './file-picker';
import { ProfileCard } from './profile-card';

const failed = (): ActionResult<never> => ({ ok: false, error: 'generic' });

/** Choose, preview (checked in the browser first), upload or remove the profile photo. */
export function AvatarForm({ name, image }: { name: string; image: string | null }) {
  const t = useTranslations('profile.avatar');
  const router = useRouter();
  const { user, updateUser } = useAuth();
  const current = user ? user.image : image;
  const form = useZodForm(() =>
    import('@/features/accounts/schemas/profile').then((m) => m.avatarSchema),
  );
  const error = useFieldError(form.control, AVATAR_FIELD);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null);

  // Each object URL is released when it is replaced or the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // A chosen file is checked at once (the form validates on change too), then previewed.
  async function onPick(input: HTMLInputElement) {
    const file = input.files?.[0];
    setFileName(file?.name ?? null);
    setPreview(null);
    setResult(null);
    setDone(null);
    if (!file) return;
    const valid = await form.trigger(AVATAR_FIELD);
    // Ignore a check that finished after the user picked another file.
    if (valid && input.files?.[0] === file) setPreview(URL.createObjectURL(file));
  }

  function clearChoice() {
    form.reset(); // without values: also resets the native form, which empties the file input
    setPreview(null);
    setFileName(null);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    setDone(null);
    const data = new FormData();
    data.append(AVATAR_FIELD, values[AVATAR_FIELD] as File);
    const answer = await updateAvatarAction(data).catch(failed);
    setResult(answer);
    if (answer.ok) {
      clearChoice();
      updateUser({ image: answer.data.image });
      setDone('uploaded');
      router.refresh();
    } else if (answer.fieldErrors) {
      setPreview(null);
      applyServerErrors(form, answer.fieldErrors);
    }
  });

  async function onRemove() {
    setRemoving(true);
    setResult(null);
    setDone(null);
    const answer = await removeAvatarAction().catch(failed);
    setRemoving(false);
    setResult(answer);
    if (!answer.ok) return;
    updateUser({ image: null });
    setDone('removed');
    router.refresh();
  }

  const busy = form.formState.isSubmitting || removing;
  return (
    <ProfileCard title={t('title')} description={t('description')} testId="profile-avatar-card">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {done ? <Alert tone="success">{t(done)}</Alert> : null}
        <FormError result={result} />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <AvatarPreview preview={preview} name={user?.name ?? name} image={current} />
          <div className="min-w-0 flex-1 space-y-4">
            <Field
              name={AVATAR_FIELD}
              label={t('label')}
              hint={t('hint', {
                size: String(AVATAR_RULES.maxKb / 1024),
                min: String(AVATAR_RULES.minWidth),
                max: String(AVATAR_RULES.maxWidth),
              })}
              error={error}
              required
            >
              {(aria) => (
                <FilePicker
                  aria={aria}
                  input={{
                    ...form.register(AVATAR_FIELD),
                    accept: AVATAR_MIMES.join(','),
                    onChange: (event) => void onPick(event.target),
                  }}
                  chooseLabel={t('choose')}
                  emptyLabel={t('noFile')}
                  fileName={fileName}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                pending={form.formState.isSubmitting}
                pendingLabel={t('uploading')}
                disabled={busy}
              >
                {t('upload')}
              </SubmitButton>
              {preview ? (
                <button
                  type="button"
                  onClick={clearChoice}
                  disabled={busy}
                  className="btn btn-secondary"
                >
                  {t('cancel')}
                </button>
              ) : current ? (
                <button
                  type="button"
                  onClick={() => void onRemove()}
                  disabled={busy}
                  aria-busy={removing || undefined}
                  className="btn btn-danger"
                >
                  {removing ? t('removing') : t('remove')}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </form>
    </ProfileCard>
  );
}
