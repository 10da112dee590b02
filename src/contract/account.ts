// Account and access group: validate a key, read and update the calling user, and the organizations
// the caller can reach (INACTIVE organizations are never returned).
import { z } from 'zod';
import { KeyKind, OrganizationService, Role, SubscriptionStatus } from './enums';
import { OrganizationRef, PositiveId, Timestamp } from './common';
import { LegalDocuments, TrademarkRegistration } from './organization-brands';
import { defineOperation, withErrors } from './operation';

export const User = z
  .object({
    id: PositiveId,
    email: z.string(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    staff: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const ValidateKeyResponse = z
  .object({
    valid: z.literal(true),
    keyKind: KeyKind,
    organization: OrganizationRef.nullable().meta({ description: 'The organization an organization key is bound to' }),
    user: z.object({ id: PositiveId, email: z.string() }).nullable().meta({ description: 'The user a user key acts as' }),
  })
  .meta({ id: 'ValidateKeyResponse' });
export type ValidateKeyResponse = z.infer<typeof ValidateKeyResponse>;

export const UserResponse = z.object({ user: User }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof UserResponse>;

export const UserMeUpdateBody = z
  .object({
    name: z.string().min(1).max(200).nullable().optional(),
    avatarUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name === undefined && v.avatarUrl === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'At least one field (name, avatarUrl) must be provided' });
    }
  })
  .meta({ id: 'UserMeUpdateBody' });
export type UserMeUpdateBody = z.infer<typeof UserMeUpdateBody>;

const ServiceState = z.object({ active: z.boolean() });
export const OrganizationDetail = z
  .object({
    id: PositiveId,
    name: z.string(),
    slug: z.string(),
    avatarUrl: z.string().nullable(),
    subscriptionStatus: SubscriptionStatus,
    role: Role.nullable().meta({ description: "The caller's role; null for staff without membership and for organization keys" }),
    services: z.object({
      reporting: ServiceState,
      reviewing: ServiceState,
      protection: ServiceState,
      takedowns: ServiceState.extend({ automated: z.boolean() }),
      detection: ServiceState,
      darkWebMonitoring: ServiceState,
    }),
    integrations: z.object({
      slack: z.boolean(),
      discord: z.boolean(),
      vercel: z.boolean(),
      intercom: z.boolean(),
      moderation: z.boolean(),
      telegram: z.object({ connected: z.boolean(), groupCount: z.int().nonnegative() }),
    }),
    obligatoryAdminApproval: z.boolean(),
    contactUrl: z.string().nullable(),
    legalDocuments: LegalDocuments,
    trademarkRegistrations: z.array(TrademarkRegistration),
  })
  .meta({ id: 'OrganizationDetail' });
export type OrganizationDetail = z.infer<typeof OrganizationDetail>;

export const UserOrgsBody = z
  .object({
    subscriptionStatus: z.array(SubscriptionStatus.exclude(['INACTIVE'])).optional(),
    services: z.array(OrganizationService).optional().meta({ description: 'Only organizations with all these services active' }),
    obligatoryAdminApproval: z.boolean().optional(),
  })
  .meta({ id: 'UserOrgsBody' });
export type UserOrgsBody = z.infer<typeof UserOrgsBody>;
export const UserOrgsResponse = z.object({ organizations: z.array(OrganizationDetail) }).meta({ id: 'UserOrgsResponse' });
export type UserOrgsResponse = z.infer<typeof UserOrgsResponse>;

export const UserOrgParams = z.object({ slug: z.string().min(1) });
export type UserOrgParams = z.infer<typeof UserOrgParams>;
export const UserOrgResponse = z.object({ organization: OrganizationDetail }).meta({ id: 'UserOrgResponse' });
export type UserOrgResponse = z.infer<typeof UserOrgResponse>;

const op = { group: 'Account and access', auth: 'apiKey' } as const;
export const accountOperations = [
  defineOperation({ ...op, id: 'validateKey', method: 'get', path: '/validate', summary: 'Check that the API key is valid',
    request: {}, responses: { 200: ValidateKeyResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'userMe', method: 'post', path: '/user/me', summary: 'The authenticated user',
    description: 'User keys only; an organization key gets 403.',
    request: {}, responses: { 200: UserResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'userMeUpdate', method: 'post', path: '/user/me/update', summary: "Update the calling user's profile",
    request: { body: UserMeUpdateBody }, responses: { 200: UserResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'userOrgs', method: 'post', path: '/user/orgs', summary: 'Organizations the caller can access',
    request: { body: UserOrgsBody }, responses: { 200: UserOrgsResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'userOrg', method: 'get', path: '/user/orgs/{slug}', summary: 'One organization by slug',
    request: { params: UserOrgParams }, responses: { 200: UserOrgResponse, ...withErrors(404) } }),
] as const;
