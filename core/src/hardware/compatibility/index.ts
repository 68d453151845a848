export { checkBuild } from './check-build';
export type { BuildCheck, BuildPart, BuildSpecs, Estado, Regla, Verificacion } from './types';
