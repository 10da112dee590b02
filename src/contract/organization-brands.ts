// Organization brands group: every brand of the organization (organization and product brands, and
// individual/employee brands), in one unpaginated response. brandId elsewhere refers to these ids.
import { z } from 'zod';
import { BrandType, CredentialKind } from './enums';
import { OptionalSlug, PositiveId } from './common';
import { defineOperation, withErrors } from './operation';

export const LegalDocument = z
  .object({ present: z.boolean(), fileName: z.string().nullable(), url: z.string().nullable() })
  .meta({ id: 'LegalDocument' });

export const LegalDocuments = z
  .object({ letterOfAuthorization: LegalDocument, powerOfAttorney: LegalDocument })
  .meta({ id: 'LegalDocuments' });

export const TrademarkRegistration = z
  .object({ issuingOffice: z.string(), registrationNumber: z.string(), certificateUrl: z.string().nullable() })
  .meta({ id: 'TrademarkRegistration' });

export const CredentialTarget = z
  .object({ kind: CredentialKind, target: z.string().min(1) })
  .meta({ id: 'CredentialTarget', description: 'A dark-web credential target tracked on a brand' });

export const Brand = z
  .object({
    id: PositiveId,
    name: z.string(),
    type: BrandType,
    brandColors: z.array(z.string()),
    includedTerms: z.array(z.string()),
    excludedTerms: z.array(z.string()),
    tickers: z.array(z.string()),
    avatarUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    twitterHandle: z.string().nullable(),
    useOrganizationDocs: z.boolean(),
    legalDocuments: LegalDocuments,
    trademarkRegistrations: z.array(TrademarkRegistration),
    credentialTargets: z.array(CredentialTarget),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;

export const OrganizationBrandsQuery = z.object({ slug: OptionalSlug, type: BrandType.optional() });
export type OrganizationBrandsQuery = z.infer<typeof OrganizationBrandsQuery>;

export const OrganizationBrandsResponse = z.object({ brands: z.array(Brand) }).meta({ id: 'OrganizationBrandsResponse' });
export type OrganizationBrandsResponse = z.infer<typeof OrganizationBrandsResponse>;

export const organizationBrandOperations = [
  defineOperation({
    id: 'organizationBrands', method: 'get', path: '/organization/brands', group: 'Organization brands', auth: 'apiKey',
    summary: "List the organization's brands", description: 'Soft-deleted brands are omitted. No pagination.',
    request: { query: OrganizationBrandsQuery },
    responses: { 200: OrganizationBrandsResponse, ...withErrors() },
  }),
] as const;
