/** A yes/no setting (a checkbox switch) with its hint, and a note when it cannot be changed here. */
import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { UserSettings } from '../../../lib/core';

type BooleanKey = { [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never }[keyof UserSettings];

export interface SettingToggleProps {
  control: Control<UserSettings>;
  name: BooleanKey;
  label: string;
  hint?: string;
  /** why it is disabled (shown under it) */
  note?: ReactNode;
  disabled?: boolean;
  /** runs after a change by the user, with the new value */
  onToggle?: (on: boolean) => void;
}

export function SettingToggle({ control, name, label, hint, note, disabled = false, onToggle }: SettingToggleProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={`setting-row${disabled ? ' is-disabled' : ''}`} data-testid={`setting-${name}`}>
          <div className="setting-text">
            <label className="field-label" htmlFor={id}>
              {label}
            </label>
            {hint && <span className="setting-hint">{hint}</span>}
            {note && (
              <span className="setting-note" data-testid={`setting-${name}-note`}>
                {note}
              </span>
            )}
          </div>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="setting-switch"
            name={field.name}
            ref={field.ref}
            checked={field.value}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.checked);
              onToggle?.(e.target.checked);
            }}
          />
        </div>
      )}
    />
  );
}
