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

/** A form's checkboxes: each a box of the group its name makes. */
export function checkboxesOf(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'checkbox',
  );
}

/**
 * What a form's fields hold right now, read in the browser as the server reads the post
 * (checkbox groups as lists).
 */
export function valuesOfForm(form: HTMLFormElement): FormValues {
  return formDataToValues(
    new FormData(form),
    checkboxesOf(form).map((box) => box.name),
  );
}

/** Fields as a native post sends them, lists as repeated names. */
export function toFormData(values: FormValues): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of typeof value === 'string' ? [value] : value) formData.append(name, item);
  }
  return formData;
}
