// Proposal review: the organization's decision on a proposal waiting on it (domain/review.ts holds the
// state machine, the safety checks and the rolling 24-hour budget).
import { getOperation } from '../../contract/registry';
import { reviewProposal } from '../domain/review';
import { route, type Route } from './define';

export const reviewRoutes: Route[] = [
  route(getOperation('reviewProposal'), async ({ params, body, principal, deps }) => reviewProposal(deps, principal, params.proposalId, body)),
];
