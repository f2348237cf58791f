/**
 * Form building blocks: labelled fields with hint and error, a password field with a show/hide
 * toggle, checkbox, select, textarea with a counter. Errors are linked with aria-describedby and
 * marked aria-invalid; `useFocusFirstError` moves focus to the first invalid field after a submit.
 * `bind(fields.email)` gives a field its name, its value as last submitted and its first error from
 * conform's `useForm` (the action replies with the submission: utils/validation.ts).
 */
import type { FieldMetadata } from "@conform-to/react";
import {
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useState,
} from "react";

/** A conform field's name, last submitted value and first error, for `Field`, `PasswordField`, ... */
export function bind(field: FieldMetadata<unknown>) {
  const value = field.initialValue;
  return {
    name: field.name,
    defaultValue: typeof value === "string" ? value : undefined,
    error: field.errors?.[0],
  };
}

/** The same for `CheckboxField`: ticked as last submitted. */
export function bindCheckbox(field: FieldMetadata<unknown>) {
  return { name: field.name, defaultChecked: field.initialValue === "on", error: field.errors?.[0] };
}

interface FieldBase {
  label: ReactNode;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(hintId: string | undefined, errorId: string | undefined) {
  return [hintId, errorId].filter(Boolean).join(" ") || undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function Field({
  label,
  name,
  error,
  hint,
  id,
  className,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field ${className ?? ""}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="input"
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...input}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function PasswordField({
  label,
  name,
  error,
  hint,
  id,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="input-group">
        <input
          className="input"
          id={inputId}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
          {...input}
        />
        <button
          type="button"
          className="input-group__toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  id,
  children,
  ...select
}: FieldBase & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const auto = useId();
  const selectId = id ?? `${auto}-${name}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        className="select"
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A textarea; with `maxLength` a live 'n/max' counter is shown (the limit itself is validated, not enforced). */
export function TextareaField({
  label,
  name,
  error,
  hint,
  id,
  counterMax,
  value,
  ...textarea
}: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & { counterMax?: number }) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const length = typeof value === "string" ? value.length : 0;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        className="textarea"
        id={inputId}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? hintId : undefined,
          [error ? errorId : "", counterMax ? counterId : ""].filter(Boolean).join(" ") || undefined,
        )}
        {...textarea}
      />
      <div className="field__meta">
        <div>
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
        {counterMax ? (
          <span
            id={counterId}
            className={`field__counter ${length > counterMax ? "field__counter--over" : ""}`}
          >
            {length}/{counterMax}
            <span className="visually-hidden"> characters</span>
          </span>
        ) : null}
      </div>
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  id,
  ...input
}: Omit<FieldBase, "hint"> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          type="checkbox"
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** After a submit that came back with errors, focus the first invalid field of the form. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: unknown) {
  useEffect(() => {
    if (!errors || (typeof errors === "object" && Object.keys(errors).length === 0)) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors, formRef]);
}
