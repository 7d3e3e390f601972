import type { FastifyInstance } from 'fastify'
import { noStore } from '../reply-helpers.ts'
import { peopleGroupsRoutes } from './people-groups.route.ts'
import { peopleOfficeRoutes } from './people-office.route.ts'
import { peopleRoleChangeRoutes } from './people-role-change.route.ts'
import { peopleRolesRoutes } from './people-roles.route.ts'
import { peopleSearchRoutes } from './people-search.route.ts'

/** People (spec section 7, Users; decision 036): search, roles, role and office changes, groups. None is cached. */
export async function peopleRoutes(app: FastifyInstance) {
  noStore(app)
  await app.register(peopleSearchRoutes)
  await app.register(peopleRolesRoutes)
  await app.register(peopleRoleChangeRoutes)
  await app.register(peopleGroupsRoutes)
  await app.register(peopleOfficeRoutes)
}
