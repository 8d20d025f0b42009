/**
 * The auth feature's public face (see `features/plans/index.ts`): the current user and the
 * session for every page, and the parts the account pages (login, sign-up, password reset) are
 * built from. Query keys: `./keys.ts`; test helpers: `./testing/`.
 */
import { lazy } from 'react';
export { PENDING_INVITE_TOKEN_KEY } from './api/accept-pending-invite.ts';
export { DEFAULT_SESSION_IDLE_MINUTES, useAuthConfig } from './api/use-auth-config.ts';
export { useChallenge } from './api/use-challenge.ts';
export { loadCurrentUser, useCurrentUser } from './api/use-current-user.ts';
export { useForgotPassword } from './api/use-forgot-password.ts';
export { useLearningInterests } from './api/use-learning-interests.ts';
export { useLogin } from './api/use-login.ts';
export { useResetPassword } from './api/use-reset-password.ts';
export { finishSignOut, useSignOut } from './api/use-sign-out.ts';
export { useSignup } from './api/use-signup.ts';
export { useVerifyResetToken } from './api/use-verify-reset-token.ts';
export { AuthCard, AuthDivider, authLinkClass } from './components/auth-card.tsx';
export { GoogleButton } from './components/google-button.tsx';
/** Loaded only for a user who has not finished onboarding: other pages paint without its dialog (radix). */
export const OnboardingDialog = lazy(() => import('./components/onboarding-dialog.tsx').then((m) => ({ default: m.OnboardingDialog })));
export { PasswordInput } from './components/password-input.tsx';
export { PasswordStrength } from './components/password-strength.tsx';
export { SecurityCheck } from './components/security-check.tsx';
export { TwoFactorSettings } from './components/two-factor-settings.tsx';
export { TwoFactorStep } from './components/two-factor-step.tsx';
export { isChallengeAnswerCorrect } from './components/solve-challenge.ts';
export { useFinishSignIn } from './hooks/use-finish-sign-in.ts';
export { reportUserActivity, USER_ACTIVITY_EVENT, useIdleLogout } from './hooks/use-idle-logout.ts';
export { challengeRequiredBy, isCsrfError, isNetworkError, keepCsrfTokenFrom, NETWORK_ERROR_MESSAGE, serverMessage } from './lib/auth-errors.ts';
export { LOGIN_FAILURES_BEFORE_CHALLENGE, PASSWORD_MIN } from './lib/constants.ts';
