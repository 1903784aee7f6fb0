/** The confirmation dialog's configuration (the original client's fields) and its defaults. */
export type ConfirmationColor =
  'primary' | 'accent' | 'warn' | 'basic' | 'info' | 'success' | 'warning' | 'error';

export interface ConfirmationConfig {
  title: string;
  message: string;
  icon: { show: boolean; name: string; color: ConfirmationColor };
  actions: {
    confirm: { show: boolean; label: string; color: ConfirmationColor };
    cancel: { show: boolean; label: string };
  };
  dismissible: boolean;
}

export type ConfirmationResult = 'confirmed' | 'cancelled';

export interface ConfirmationOptions {
  title?: string;
  message?: string;
  icon?: Partial<ConfirmationConfig['icon']>;
  actions?: {
    confirm?: Partial<ConfirmationConfig['actions']['confirm']>;
    cancel?: Partial<ConfirmationConfig['actions']['cancel']>;
  };
  dismissible?: boolean;
}

/** Defaults with translated texts: `texts` come from the active language. */
export function confirmationConfig(
  options: ConfirmationOptions,
  texts: { title: string; message: string; confirm: string; cancel: string },
): ConfirmationConfig {
  return {
    title: options.title ?? texts.title,
    message: options.message ?? texts.message,
    icon: { show: true, name: 'bi-exclamation-triangle', color: 'warn', ...options.icon },
    actions: {
      confirm: { show: true, label: texts.confirm, color: 'warn', ...options.actions?.confirm },
      cancel: { show: true, label: texts.cancel, ...options.actions?.cancel },
    },
    dismissible: options.dismissible ?? false,
  };
}

/** The original client's colour names on Bootstrap's variants. */
export const BOOTSTRAP_VARIANT: Record<ConfirmationColor, string> = {
  primary: 'primary',
  accent: 'secondary',
  warn: 'danger',
  basic: 'secondary',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};
