import { object, ref, string } from 'yup';

/**
 * The account forms' client-side rules (spec section 5). Messages are keys of the `errors` namespace,
 * so client and server errors are shown the same way.
 */

/** "must look like an e-mail": something@domain.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** The reset request only asks for the loose shape something@something. */
export const looseEmailPattern = /^\S+@\S+$/;
/** Spec section 9; the account service enforces it (user.password.too_short), the form shows it as a hint. */
export const minimumPasswordLength = 8;

export const signInFormSchema = object({
  email: string().trim().required('invalidEmail').matches(emailPattern, 'invalidEmail'),
  password: string().required('passwordRequired'),
});

export const signUpFormSchema = object({
  firstName: string().trim().required('signup.error.no-first-name'),
  lastName: string().trim().required('signup.error.no-last-name'),
  email: string().trim().required('signup.error.invalid-email').matches(emailPattern, 'signup.error.invalid-email'),
  password: string().required('signup.error.no-password'),
  passwordConfirmation: string()
    .required('signup.error.no-password-confirmation')
    .oneOf([ref('password')], 'signup.error.not-equal-passwords'),
});

export const passwordResetRequestFormSchema = object({
  email: string().trim().required('invalidEmail').matches(looseEmailPattern, 'invalidEmail'),
});

export const newPasswordFormSchema = object({
  password: string().required('signup.error.no-password'),
  passwordConfirmation: string()
    .required('signup.error.no-password-confirmation')
    .oneOf([ref('password')], 'signup.error.not-equal-passwords'),
});
