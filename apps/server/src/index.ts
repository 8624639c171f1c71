export { buildServer, type ServerDeps } from './server';
export { createUser, createUsersRepository, DuplicateUsernameError, type NewUser, type Role, type UserRecord } from './plugins/app/users-repository';
export { createRepositories, type Repositories } from './composition';
export type { LiveOptions } from './live';
