// Disputes group: contest a blocked or reported asset. One dispute per (email, asset).
import { z } from 'zod';
import { defineOperation, withErrors } from './operation';

export const DisputeCreateBody = z
  .object({
    content: z.string().min(1).meta({ description: 'URL or content identifier being disputed' }),
    email: z.email().optional().meta({ description: 'Required unless the key belongs to a user who has an email' }),
    description: z.string().max(5000).optional(),
  })
  .meta({ id: 'DisputeCreateBody' });
export type DisputeCreateBody = z.infer<typeof DisputeCreateBody>;

export const DisputeCreateResponse = z
  .object({
    id: z.string().meta({ example: '12345' }),
    content: z.string(),
    message: z.string().optional(),
  })
  .meta({ id: 'DisputeCreateResponse' });
export type DisputeCreateResponse = z.infer<typeof DisputeCreateResponse>;

export const disputeOperations = [
  defineOperation({
    id: 'disputeCreate', method: 'post', path: '/dispute/create', group: 'Disputes', auth: 'apiKey',
    summary: 'Create a dispute',
    description: '400 when the email already disputed this asset; 404 when the asset does not exist.',
    request: { body: DisputeCreateBody },
    responses: { 200: DisputeCreateResponse, ...withErrors(404) },
  }),
] as const;
