import type { AdminUserPage, TutorVerificationResult, UserStatusResult } from '../admin/users.ts';
import type { AuditPage } from '../admin/audit.ts';
import { auditQuerySchema } from '../admin/audit.ts';
import { adminUsersQuerySchema, verifyTutorSchema } from '../admin/users.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The admin console's accounts, tutor verification and audit log (api/routes/admin-users.routes.ts).

export const adminUsersContract = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'Admin',
    summary: 'Accounts, searched and filtered',
    access: ['admin'],
    query: adminUsersQuerySchema,
    responses: { 200: 'A page of accounts and the next cursor' },
    answer: answer<AdminUserPage>(),
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    tag: 'Admin',
    summary: 'Disable an account (ends its logins)',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<UserStatusResult>(),
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    tag: 'Admin',
    summary: 'Enable an account again',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<UserStatusResult>(),
  }),
  verifyTutor: endpoint({
    method: 'POST',
    path: '/api/admin/tutors/:id/verify',
    tag: 'Admin',
    summary: "Mark a tutor's student ID checked",
    access: ['admin'],
    body: named('VerifyTutor', verifyTutorSchema),
    responses: { 200: 'The decision' },
    answer: answer<TutorVerificationResult>(),
  }),
  unverifyTutor: endpoint({
    method: 'POST',
    path: '/api/admin/tutors/:id/unverify',
    tag: 'Admin',
    summary: "Withdraw a tutor's verification",
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<TutorVerificationResult>(),
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: 'The audit log, newest first',
    access: ['admin'],
    query: auditQuerySchema,
    responses: { 200: 'A page of audit entries and the next cursor' },
    answer: answer<AuditPage>(),
  }),
};
