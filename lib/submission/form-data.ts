import type { FormValues } from '@/lib/action-result';

/** Next adds these to a no-JavaScript post; they are not form fields. */
const FRAMEWORK_FIELD = /^\$ACTION/;

/**
 * A FormData as a plain object. Fields named in `listFields` are always arrays (checkbox
 * groups); every other field keeps its last value. Files are ignored: no form takes one.
 */
export function formDataToValues(
  formData: FormData,
  listFields: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  for (const name of listFields) values[name] = [];
  for (const [name, value] of formData.entries()) {
    if (FRAMEWORK_FIELD.test(name) || typeof value !== 'string') continue;
    const current = values[name];
    if (Array.isArray(current)) current.push(value);
    else values[name] = value;
  }
  return values;
}
