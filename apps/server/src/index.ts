export { buildServer, type ServerDeps } from './server';
export { createUser, createUsersRepository, DuplicateUsernameError, type NewUser, type Role, type UserRecord } from './plugins/app/users-repository';
export { createRepositories, type Repositories } from './plugins/app';
export type { LiveOptions } from './live';
