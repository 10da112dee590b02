// How a router file declares its operations: `route(operation, handler)` pairs an operation of the
// contract registry with its handler. Types flow from the contract: the handler's body, params and
// query are the zod outputs of the operation's schemas, and its result must fit the 200 schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Operation } from '../../contract/operation';
import type { AppDeps } from '../deps';
import type { Principal } from '../http/principal';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Ok<O extends Operation> = 200 extends keyof O['responses'] ? (O['responses'][200] extends z.ZodType ? z.input<O['responses'][200]> : unknown) : unknown;

export interface HandlerInput<O extends Operation> {
  body: Out<O['request']['body']>;
  params: Out<O['request']['params']>;
  query: Out<O['request']['query']>;
  /** The authenticated caller; operations with `auth: 'none'` get null. */
  principal: O['auth'] extends 'apiKey' ? Principal : null;
  deps: AppDeps;
  c: Context;
}

/** Returns the 200 JSON body, or a Response for anything else (binary artifacts, other statuses). */
export type Handler<O extends Operation> = (input: HandlerInput<O>) => Promise<Ok<O> | Response>;

export interface Route {
  operation: Operation;
  handler: Handler<Operation>;
}

export function route<const O extends Operation>(operation: O, handler: Handler<O>): Route {
  return { operation, handler: handler as unknown as Handler<Operation> };
}
