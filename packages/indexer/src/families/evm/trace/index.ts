export {
  createCreationTracer,
  type CreationTracer,
  type CreationTracerOptions,
  type TracePassStats,
} from './creation-tracer';
export { creationsFromCallTracer, creationsFromParity, type BlockTrace, type StoredBlock } from './creation-traces';
export { TRACE_METHODS, type TraceMethod } from './trace-blocks';
