import { PASSWORD_MIN_LENGTH } from './constants';

/** SPEC §8: what the learner reads for a backend auth message. */
const mappings: { contains: string; shown: string }[] = [
  {
    contains: 'Invalid login credentials',
    shown:
      'The email or password you entered is incorrect. Please check your credentials and try again.',
  },
  {
    contains: 'Email not confirmed',
    shown: 'Please check your email and click the confirmation link before signing in.',
  },
  {
    contains: 'User already registered',
    shown: 'An account with this email already exists. Please sign in instead.',
  },
  {
    contains: 'Password should be at least',
    shown: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  {
    contains: 'Demo mode',
    shown: 'Demo mode is active. Please connect to the backend to enable authentication.',
  },
];

export const UNEXPECTED_AUTH_ERROR = 'An unexpected error occurred. Please try again.';

export function authErrorMessage(backendMessage: string | null | undefined): string {
  if (!backendMessage) return UNEXPECTED_AUTH_ERROR;
  return mappings.find((m) => backendMessage.includes(m.contains))?.shown ?? backendMessage;
}

export const SIGN_UP_SUCCESS =
  'Account created successfully! Please check your email for a confirmation link.';

/** A repeat sign-up of an address not yet confirmed: the mail went out again (DESIGN). */
export function confirmationResent(email: string): string {
  return `We sent a new confirmation link to ${email}. Open the newest email to confirm your address.`;
}

/**
 * The server answers a repeat sign-up of an unconfirmed address with the existing user, whose
 * confirmation_sent_at (the mail just sent) is later than its created_at; a new account has
 * both from the same moment. The margin absorbs the time the first sign-up itself takes.
 */
export const REPEAT_SIGN_UP_MARGIN_MS = 2000;

export function isRepeatSignUp(
  user: { created_at?: string | null; confirmation_sent_at?: string | null } | null | undefined,
): boolean {
  if (!user?.created_at || !user.confirmation_sent_at) return false;
  const gap = Date.parse(user.confirmation_sent_at) - Date.parse(user.created_at);
  return gap > REPEAT_SIGN_UP_MARGIN_MS;
}
export const SIGN_IN_SUCCESS = 'Signed in successfully!';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/** SPEC §5: equality is checked before length. Returns the first problem, or null. */
export function signUpPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export const RESET_LINK_SENT =
  'If an account exists for this email, a link to reset your password is on its way. Check your inbox.';
export const PASSWORD_UPDATED = 'Your password has been updated. You are signed in.';
export const EMAIL_CONFIRMED_SIGN_IN = 'Your email is confirmed. Sign in to continue.';
/** A confirmation link followed again (or after it expired) on an address already confirmed. */
export const EMAIL_ALREADY_CONFIRMED =
  'Your email is already confirmed. Sign in with your email and password.';

/** A confirmation link of an address two sign-ups claimed with different passwords. */
export const CONTESTED_SIGNUP_CONFIRMED =
  'Your email is confirmed. Someone else also signed up with this address before you confirmed it, so no password was kept: choose yours with "Forgot password?".';
