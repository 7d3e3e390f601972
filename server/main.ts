import { startServer } from './start.ts'

startServer()
