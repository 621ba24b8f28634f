/**
 * The staff service: the back office's own accounts (caseworkers and admins), their enrolment with a
 * password and TOTP, sign-in with a second factor, the staff list and the audit log. The session is an
 * HttpOnly cookie the service sets itself, so calls come from the back office's pages on this origin.
 */
import { array, type InferType, mixed, number, object, string } from 'yup';
import { languages } from '@/basics/language';
import { staffRoles } from '@/domain/staff-roles';
import { newPassword, passwordConfirmation, personName } from './accounts';
import { endpoint } from './endpoint';
import { answer, anyText, body, emailAddress, filledText, message, oneOf, wholeNumber } from './rules';

export const staffMember = answer({
  id: number().required(),
  email: string().required(),
  name: string().required(),
  role: oneOf(staffRoles, 'invalid_choice').required(),
  /** `invited` until the invitation is taken up, then `active`, or `deactivated`. */
  state: oneOf(['invited', 'active', 'deactivated'] as const, 'invalid_choice').required(),
});
export type StaffMemberView = InferType<typeof staffMember>;

/** A TOTP code (6 digits) or a recovery code, as typed: spaces and dashes do not matter. */
const secondFactor = () => filledText().max(40, message('too_long', { max: 40 }));

const invitationToken = () => filledText().max(200, message('too_long', { max: 200 }));

// Sign-in and session ------------------------------------------------------------------------------

export const staffSignIn = endpoint({
  method: 'POST',
  path: '/api/staff/sign_in',
  body: body({
    email: filledText().max(1000, message('too_long', { max: 1000 })),
    password: anyText().required('required').max(1000, message('too_long', { max: 1000 })),
    code: secondFactor(),
  }).required('required'),
  answer: answer({ staff: staffMember.required(), expires_at: string().required() }),
});

export const staffSignOut = endpoint({ method: 'DELETE', path: '/api/staff/session', answer: answer({}) });

export const currentStaff = endpoint({
  method: 'GET',
  path: '/api/staff/me',
  answer: answer({ staff: staffMember.required(), expires_at: string().required() }),
});
export type CurrentStaff = InferType<typeof currentStaff.answer>;

// Enrolment ----------------------------------------------------------------------------------------

/** Opens an invitation: who it is for, and the TOTP secret to scan (as a QR code and as text). */
export const startEnrolment = endpoint({
  method: 'POST',
  path: '/api/staff/enrolment/start',
  body: body({ token: invitationToken() }).required('required'),
  answer: answer({
    email: string().required(),
    name: string().required(),
    role: oneOf(staffRoles, 'invalid_choice').required(),
    totp: answer({ secret: string().required(), uri: string().required(), qr_code: string().required() }).required(),
  }),
});
export type EnrolmentStart = InferType<typeof startEnrolment.answer>;

/** Takes up an invitation: the password, and a code from the app proves the secret was scanned. */
export const completeEnrolment = endpoint({
  method: 'POST',
  path: '/api/staff/enrolment',
  body: body({ token: invitationToken(), password: newPassword(), password_confirmation: passwordConfirmation(), code: secondFactor() }).required('required'),
  /** Shown once; the service keeps only their hashes. */
  answer: answer({ recovery_codes: array(string().required()).required() }),
});

// Staff management (admins) ------------------------------------------------------------------------

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/staff/members',
  answer: answer({ members: array(staffMember.required()).required() }),
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/staff/members',
  body: body({ email: emailAddress(), name: personName(), role: oneOf(staffRoles, 'invalid_choice').required('required'), language: oneOf(languages, 'unsupported_language').required('required') }).required('required'),
  answer: answer({ member: staffMember.required() }),
});
export type StaffInvitation = InferType<NonNullable<typeof inviteStaff.body>>;

export const changeStaffRole = endpoint({
  method: 'PATCH',
  path: '/api/staff/members/{id}',
  body: body({ role: oneOf(staffRoles, 'invalid_choice').required('required') }).required('required'),
  answer: answer({ member: staffMember.required() }),
});

export const deactivateStaff = endpoint({
  method: 'POST',
  path: '/api/staff/members/{id}/deactivation',
  answer: answer({ member: staffMember.required() }),
});

/** A new invitation link for someone who has not enrolled yet (the old link stops working). */
export const renewInvitation = endpoint({
  method: 'POST',
  path: '/api/staff/members/{id}/invitation',
  answer: answer({ member: staffMember.required() }),
});

/**
 * Resets another member's access: sessions end, password, TOTP secret and recovery codes are cleared,
 * and a new enrolment link is mailed (for a lost phone or a forgotten password).
 */
export const resetStaffAccess = endpoint({
  method: 'POST',
  path: '/api/staff/members/{id}/access_reset',
  answer: answer({ member: staffMember.required() }),
});

// Audit log (admins) -------------------------------------------------------------------------------

const auditEntry = answer({
  id: number().required(),
  at: string().required(),
  actor: string().required(),
  action: string().required(),
  subject_type: string().required(),
  subject_id: string().required(),
  before: mixed().nullable().defined(),
  after: mixed().nullable().defined(),
});
export type AuditEntry = InferType<typeof auditEntry>;

export const auditLog = endpoint({
  method: 'GET',
  path: '/api/staff/audit-log',
  query: object({ page: wholeNumber({ min: 1 }).optional() }).noUnknown('unknown_field'),
  answer: answer({ entries: array(auditEntry.required()).required(), page: number().required(), pages: number().required(), total: number().required() }),
});

// The first admin, created from the provider's command line (BACKOFFICE_API_KEY) ------------------

export const createAdmin = endpoint({
  method: 'POST',
  path: '/api/backoffice/staff/admins',
  body: body({ email: emailAddress(), name: personName(), language: oneOf(languages, 'unsupported_language').optional() }).required('required'),
  /** The enrolment link: the CLI prints it once, it is stored only as a hash. */
  answer: answer({ member: staffMember.required(), enrolment_link: string().required(), expires_at: string().required() }),
});
