// The service's error answers (docs/config-service-api.md):
// { "error": { "code", "message", "problems"? } }, thrown as ServiceError by any handler and
// written by the app's error handler.

export interface Problem {
  pointer: string;
  message: string;
}

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'csrf'
  | 'not_found'
  | 'conflict'
  | 'stale'
  | 'behind'
  | 'invalid'
  | 'internal';

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly problems?: Problem[],
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.problems ? { problems: this.problems } : {}),
      },
    };
  }
}

export const badRequest = (message: string) => new ServiceError(400, 'bad_request', message);
export const notFound = (message: string) => new ServiceError(404, 'not_found', message);
