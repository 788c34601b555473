/** Typed errors thrown by services; the one error handler renders them (api.md error shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
export class BadRequest extends HttpError {
  constructor(message = 'Malformed request') {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends HttpError {
  constructor(message: string, field?: string) {
    super(413, message, field ? { [field]: [message] } : undefined);
  }
}
export class UnsupportedType extends HttpError {
  constructor(message: string, field?: string) {
    super(415, message, field ? { [field]: [message] } : undefined);
  }
}
export class Invalid extends HttpError {
  constructor(errors: Record<string, string[]>, message = 'Validation failed') {
    super(422, message, errors);
  }
  static field(field: string, message: string) {
    return new Invalid({ [field]: [message] }, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
