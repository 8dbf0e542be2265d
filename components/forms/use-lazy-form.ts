'use client';

import {
  createElement,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import type {
  DefaultValues,
  FieldValues,
  Mode,
  Path,
  PathValue,
  RegisterOptions,
  Resolver,
  UseFormRegisterReturn,
} from 'react-hook-form';
import type { FormApi, FormEngineProps } from '@/components/forms/form-engine';
import type { FormValues } from '@/lib/action-result';
import { checkboxesOf, valuesOfForm } from '@/lib/submission/form-data';
import { preloadResultDialog } from '@/components/forms/result-dialog';

type ServerErrors = Partial<Record<string, string>>;
const NO_LISTS: readonly never[] = [];

type Loaded<Input extends FieldValues, Output> = {
  Engine: ComponentType<FormEngineProps<Input, Output>>;
} & Pick<FormEngineProps<Input, Output>, 'form' | 'resolver' | 'onReady'>;

export type LazyForm<Input extends FieldValues, Output> = {
  /** react-hook-form, once it has arrived; null before. */
  form: FormApi<Input, Output> | null;
  /** A field's props: react-hook-form's register once it has arrived, its name (and onChange) before. */
  register: (
    name: Path<Input>,
    options?: RegisterOptions<Input, Path<Input>>,
  ) => Partial<Omit<UseFormRegisterReturn, 'onChange'>> & {
    name: string;
    onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  };
  /**
   * A checkbox of a group (a list field): the group's value is the list of ticked boxes, read
   * from the form as the server reads a post, so an empty group is an empty list.
   */
  checkbox: (name: Path<Input>) => { name: string; onChange?: () => void };
  /** Empties the fields (after a success), ticked boxes included. */
  reset: (values: DefaultValues<Input>) => void;
  /**
   * What the fields hold now, as a post would send them, read from the form itself (so also
   * before react-hook-form has arrived); null until the visitor has started on the form.
   */
  typed: () => FormValues | null;
  /** Starts loading react-hook-form and the schema: when the visitor starts on the form. */
  activate: (event: { currentTarget: HTMLFormElement }) => void;
  /**
   * Validates, then sends the form's fields as the server reads a post; waits for
   * react-hook-form when the visitor was quicker than it.
   */
  handleSubmit: (
    send: (fields: FormValues) => void,
    onInvalid?: () => void,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Render after the form's fields: it shows nothing. */
  engine: ReactNode;
};

/**
 * react-hook-form, loaded when the visitor starts on the form (focus or pointer in it) instead
 * of with the page: a page ships only the form's markup, which posts without JavaScript too.
 * The engine it loads is a sibling that renders nothing, so nothing is remounted when it
 * arrives; the fields keep what was typed, and the focus.
 */
export function useLazyForm<Input extends FieldValues, Output>({
  resolver,
  mode = 'onSubmit',
  serverErrors,
  listFields = NO_LISTS,
}: {
  /** A module-level loader of this form's resolver (components/forms/resolvers.ts). */
  resolver: () => Promise<Resolver<Input, unknown, Output>>;
  mode?: Mode;
  /** What a no-JavaScript post came back with (a stable object: the action's state). */
  serverErrors: ServerErrors;
  /**
   * Checkbox groups (a stable array). react-hook-form registers a group box by box and, with no
   * default to go by, makes its value `false`, or one box's value, instead of a list; so a group
   * is one field of its own here, its value the ticked boxes, read from the form.
   */
  listFields?: readonly Path<Input>[];
}): LazyForm<Input, Output> {
  const [loaded, setLoaded] = useState<Loaded<Input, Output> | null>(null);
  // Counts the engine's renders: each is a change (an error) the fields must show.
  const [, setRenders] = useState(0);
  const onRender = useCallback(() => setRenders((renders) => renders + 1), []);
  const form = loaded?.form ?? null;
  // The form once its fields are registered; null until loading starts, or after it failed.
  const loading = useRef<Promise<FormApi<Input, Output>> | null>(null);
  const element = useRef<HTMLFormElement | null>(null);

  const load = useCallback(() => {
    preloadResultDialog();
    loading.current ??= Promise.all([import('@/components/forms/form-engine'), resolver()]).then(
      ([{ FormEngine, createFormControl }, loadedResolver]) => {
        // The groups as they stand now: boxes ticked before react-hook-form arrived stay ticked.
        const typed = element.current ? valuesOfForm(element.current) : {};
        const lists = Object.fromEntries(listFields.map((name) => [name, typed[name] ?? []]));
        const { formControl } = createFormControl<Input, unknown, Output>({
          resolver: loadedResolver,
          mode,
          defaultValues: lists as DefaultValues<Input>,
        });
        for (const name of listFields) formControl.register(name);
        // What a no-JavaScript post found stays shown until the visitor fixes it.
        for (const [name, message] of Object.entries(serverErrors)) {
          if (message) formControl.setError(name as Path<Input>, { type: 'server', message });
        }
        return new Promise((resolve) =>
          setLoaded({
            Engine: FormEngine<Input, Output>,
            form: formControl,
            resolver: loadedResolver,
            onReady: () => resolve(formControl),
          }),
        );
      },
      (error: unknown) => {
        loading.current = null; // the next attempt tries again
        throw error;
      },
    );
    return loading.current;
  }, [resolver, mode, serverErrors, listFields]);

  const reset = useCallback(
    (values: DefaultValues<Input>) => {
      form?.reset(values);
      for (const box of element.current ? checkboxesOf(element.current) : []) {
        const list = (values as Record<string, unknown>)[box.name];
        if (Array.isArray(list)) box.checked = list.includes(box.value);
      }
    },
    [form],
  );

  const ticked = (name: string) =>
    element.current ? (valuesOfForm(element.current)[name] ?? []) : [];

  return {
    form,
    register: (name, options) =>
      form ? form.register(name, options) : { name, onChange: options?.onChange },
    checkbox: (name) => ({
      name,
      onChange: form
        ? () =>
            form.setValue(name, ticked(name) as PathValue<Input, Path<Input>>, {
              shouldValidate: true,
              shouldDirty: true,
              shouldTouch: true,
            })
        : undefined,
    }),
    reset,
    typed: () => (element.current ? valuesOfForm(element.current) : null),
    activate: (event) => {
      element.current = event.currentTarget;
      load().catch(() => {});
    },
    handleSubmit: (send, onInvalid) => async (event) => {
      event.preventDefault();
      const formElement = (element.current = event.currentTarget);
      const loadedForm = await load().catch(() => null);
      if (loadedForm) {
        return loadedForm.handleSubmit(() => send(valuesOfForm(formElement)), onInvalid)();
      }
      // The checks could not be fetched (offline, a new deploy): the server checks instead.
      send(valuesOfForm(formElement));
    },
    engine:
      loaded &&
      createElement(loaded.Engine, {
        form: loaded.form,
        resolver: loaded.resolver,
        mode,
        onRender,
        onReady: loaded.onReady,
      }),
  };
}
