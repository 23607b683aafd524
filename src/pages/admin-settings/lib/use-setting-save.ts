import { useState } from 'react';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';

/** A save as RTK Query starts it: `unwrap()` gives the answer or throws the refusal. */
type Save<B> = (body: B) => { unwrap(): Promise<unknown> };

/**
 * The save of one part of Site settings: the form's own checks first (nothing is sent while a field is
 * wrong), then the save, a toast either way, and each message of a refusal at its field.
 */
export function useSettingSave<B>(save: Save<B>, texts: { saved: string; failed: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (body: B, found: Record<string, string>, toField: (path: string) => string | null): Promise<void> => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save(body).unwrap();
      showToast(texts.saved, 'success');
    } catch (caught) {
      const parts = splitSaveError(caught, toField, texts.failed);
      setErrors(parts.fieldErrors);
      // A refused stale save: the form reloads with the other admin's values, and the reason stays on screen.
      if (parts.message) showToast(parts.message, 'error');
    }
  };
  return { errors, setErrors, submit };
}
