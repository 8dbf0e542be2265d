import { describe, expect, it } from 'vitest';
import { formDataToValues, toFormData } from '@/lib/submission/form-data';

describe('formDataToValues', () => {
  it('reads checkbox groups as lists and drops framework fields', () => {
    const form = new FormData();
    form.append('$ACTION_ID_abc', '');
    form.append('businessName', 'Grill');
    form.append('features', 'Order Management');
    form.append('features', 'CRM Integration');
    expect(formDataToValues(form, ['features', 'tags'])).toEqual({
      businessName: 'Grill',
      features: ['Order Management', 'CRM Integration'],
      tags: [],
    });
  });

  it('ignores uploaded files', () => {
    const form = new FormData();
    form.append('email', 'a@b.co');
    form.append('attachment', new Blob(['x']), 'x.txt');
    expect(formDataToValues(form)).toEqual({ email: 'a@b.co' });
  });
});

describe('toFormData', () => {
  it('sends lists as repeated names, as a native post does, and reads back the same', () => {
    const values = { businessName: 'Grill', features: ['Order Management', 'CRM Integration'] };
    const formData = toFormData(values);
    expect(formData.getAll('features')).toEqual(['Order Management', 'CRM Integration']);
    expect(formDataToValues(formData, ['features'])).toEqual(values);
  });
});
