import { act, fireEvent } from '@testing-library/react';
import { useFormik } from 'formik';
import { LIVE_FORM_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, PENDING_SUBMIT_GUARD } from '@contract';
import { serverMarkupPerTest } from '@/shared/lib/test';
import { useServerFormTakeover } from './use-server-form-takeover';

interface Values {
  name: string;
  course: string;
  consent: boolean;
}

const submitted = jest.fn<undefined, [Values]>();

/** A small Formik form: a text field, a native select and a checkbox. */
function Form() {
  const formik = useFormik<Values>({ initialValues: { name: '', course: 'java', consent: false }, onSubmit: (v) => submitted(v) });
  const ref = useServerFormTakeover(formik);
  return (
    <form ref={ref} onSubmit={formik.handleSubmit}>
      <input aria-label="Name" name="name" value={formik.values.name} onChange={formik.handleChange} />
      <select aria-label="Course" name="course" value={formik.values.course} onChange={formik.handleChange}>
        <option value="java">Java</option>
        <option value="python">Python</option>
      </select>
      <input aria-label="Consent" type="checkbox" name="consent" checked={formik.values.consent} onChange={formik.handleChange} />
      <button type="submit">Send</button>
    </form>
  );
}

// The page's inline guard, as the server's HTML runs it before any form (jsdom runs no inline script).
beforeAll(() => {
  new Function(PENDING_SUBMIT_GUARD)();
});

describe('useServerFormTakeover: what a visitor entered in the server form before its code arrived', () => {
  const markup = serverMarkupPerTest(() => <Form />);
  const { hydrate } = markup;
  beforeEach(() => submitted.mockClear());

  const field = <T extends Element>(selector: string) => {
    const el = markup.container.querySelector<T & Element>(selector);
    if (!el) throw new Error(`no ${selector}`);
    return el;
  };

  async function submit() {
    await act(async () => {
      fireEvent.submit(field<HTMLFormElement>('form'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('is kept, shown and sent: text, a picked option and a ticked box', async () => {
    // The visitor fills the server's form; the browser changes the fields, no script runs yet.
    field<HTMLInputElement>('input[name=name]').value = 'Asha Rao';
    field<HTMLSelectElement>('select').value = 'python';
    field<HTMLInputElement>('input[name=consent]').checked = true;
    await hydrate();
    expect(field<HTMLInputElement>('input[name=name]').value).toBe('Asha Rao');
    await submit();
    expect(submitted).toHaveBeenCalledWith({ name: 'Asha Rao', course: 'python', consent: true });
  });

  it('a submit before the code arrived is held (no request from the browser itself) and sent once the form is live', async () => {
    field<HTMLInputElement>('input[name=name]').value = 'Ravi Kumar';
    const form = field<HTMLFormElement>('form');
    // fireEvent returns false when a listener prevented the browser's own submit (a GET with the fields in the address).
    expect(fireEvent.submit(form)).toBe(false);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    await hydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith({ name: 'Ravi Kumar', course: 'java', consent: false });
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
    expect(form.hasAttribute(LIVE_FORM_ATTRIBUTE)).toBe(true);
    // Live: the guard lets the next submit through to the form's own handler.
    await submit();
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('changes nothing when the visitor entered nothing', async () => {
    await hydrate();
    await submit();
    expect(submitted).toHaveBeenCalledWith({ name: '', course: 'java', consent: false });
  });
});
