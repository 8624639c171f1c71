export {
  createCreationTracer,
  type CreationTracer,
  type CreationTracerOptions,
  type TracePassStats,
} from './creation-tracer';
export { creationsFromCallTracer, creationsFromParity, type BlockTrace, type InternalCall, type StoredBlock } from './creation-traces';
export { TRACE_METHODS, type TraceMethod } from './trace-blocks';
export { nextBlocks, saveTraced, saveTraceMethod } from './creation-store';
