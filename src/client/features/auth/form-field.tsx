import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';

type CommonProps = {
  id: string;
  label: string;
  /** Guidance under the label, read with the input. */
  hint?: ReactNode;
  /** Messages about this input; the input is marked invalid and reads them. */
  errors?: readonly string[];
  optional?: boolean;
  /** Further element ids the input should be described by (e.g. a form-level alert). */
  describedBy?: string;
};

type InputFieldProps = CommonProps & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'aria-describedby' | 'aria-invalid'
  >;
type TextAreaFieldProps = CommonProps & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'aria-describedby' | 'aria-invalid'
  >;

/**
 * A labelled input (or textarea) with its hint and its errors wired to it by
 * aria-describedby, so a screen reader reads them when the input takes focus.
 */
export function FormField(props: InputFieldProps | TextAreaFieldProps) {
  const t = useT();
  const { id, label, hint, errors = [], optional, describedBy, ...control } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  const invalid = errors.length > 0 || undefined;

  return (
    <div className={invalid ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional">{t('auth.field.optional')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {control.multiline ? (
        <textarea
          {...withoutMultiline(control)}
          id={id}
          className="form-field__control form-field__control--multiline"
          aria-describedby={described}
          aria-invalid={invalid}
        />
      ) : (
        <input
          {...withoutMultiline(control)}
          id={id}
          className="form-field__control"
          aria-describedby={described}
          aria-invalid={invalid}
        />
      )}
      {errorId ? (
        <ul id={errorId} className="form-field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _ignored, ...rest } = props;
  return rest;
}

/** The form's alert: what went wrong, announced as soon as it appears. */
export function FormAlert({
  id,
  title,
  messages,
}: {
  id: string;
  title?: string;
  messages: readonly string[];
}) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="form-alert" role="alert">
      {title ? <p className="form-alert__title">{title}</p> : null}
      {messages.length === 1 && !title ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="form-alert__list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The account's name, hidden, in a form that asks for its password: password managers tie
 * the password they offer or save to it.
 */
export function AccountNameForPasswordManagers({ username }: { username: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
  );
}
