/**
 * The response envelope every /api route uses: { success, data, message }. Success bodies are built
 * with ok(); error bodies come from the error handler (errors.ts). The zod helpers describe both for
 * validation, serialization and the OpenAPI document.
 */
import { z } from 'zod';

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
});

/** The body of every error answer. */
export function errorBody(message: string) {
  return { success: false as const, data: null, message };
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/** Response schemas of a route: the success shape plus the error shapes it can answer with. */
export function responses<T extends z.ZodType>(data: T, errors: readonly number[] = [400, 500]) {
  const out: Record<number, z.ZodType> = { 200: envelopeOf(data) };
  for (const code of errors) out[code] = ErrorEnvelope;
  return out as { 200: ReturnType<typeof envelopeOf<T>> } & Record<number, z.ZodType>;
}

export function ok<T>(data: T, message = 'ok') {
  return { success: true as const, data, message };
}
